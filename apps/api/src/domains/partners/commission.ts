/**
 * Commissions in the sellers' ledger (issue 43). The settlement of a paid order calls
 * `creditCommissions` in its transaction: an order stamped with a partner that is still active earns,
 * per line, the rate of the line's book type (the operators' or the default) of the store's share,
 * held like sellers' revenue, then withdrawable. A line of a book the partner sells earns nothing, nor
 * does an order the partner placed. A refund calls `reverseCommissions` in its transaction: a negative
 * line per commission, held while the commission is, else due at once.
 */
import type { PartnerRates } from '@bookstore/api-client/contract';
import type { Kysely } from 'kysely';
import type { BookType, Database } from '../../db/schema.ts';
import { commissionOf, DEFAULT_PARTNER_RATES, type LedgerTerms } from './partner-rules.ts';
import { commissionsOf, insertCommission, partnerByUser, rateRows } from './partners.queries.ts';

/** The rates in force: the operators' per type, else the default. */
export async function currentRates(db: Kysely<Database>): Promise<PartnerRates> {
  const rates: PartnerRates = { ...DEFAULT_PARTNER_RATES };
  for (const row of await rateRows(db)) rates[row.book_type] = row.percent;
  return rates;
}

interface SettledOrder {
  id: number;
  uid: string;
  user_id: number;
  currency_code: string;
  partner_id: number | null;
}

interface SettledItem {
  id: number;
  seller_id: number | null;
  title: string;
  type: BookType;
  quantity: number;
  total_amount: number;
}

/** Credits the partner's commissions on a paid order's lines; answers the total (minor units). */
export async function creditCommissions(
  trx: Kysely<Database>,
  order: SettledOrder,
  items: readonly SettledItem[],
  terms: LedgerTerms,
  now: Date,
): Promise<number> {
  if (order.partner_id === null || order.partner_id === order.user_id) return 0;
  const partner = await partnerByUser(trx, order.partner_id);
  if (!partner || partner.status !== 'active') return 0;
  const rates = await currentRates(trx);
  let total = 0;
  for (const item of items) {
    // Self-referral: the partner sells (wrote) this book.
    if (item.seller_id === partner.user_id) continue;
    const amount = commissionOf(item.total_amount, rates[item.type], terms.storeSharePercent);
    if (amount <= 0) continue;
    await insertCommission(trx, {
      user_id: partner.user_id,
      kind: 'commission',
      amount,
      gross_amount: amount,
      fee_amount: 0,
      currency_code: order.currency_code,
      description: `Commission on ${item.quantity} × "${item.title}" (${order.uid})`,
      available_at: new Date(now.getTime() + terms.holdDays * 86_400_000),
      order_item_id: item.id,
      created_at: now,
    });
    total += amount;
  }
  return total;
}

/** Reverses the commissions of refunded lines (in the refund's transaction). */
export async function reverseCommissions(
  trx: Kysely<Database>,
  itemIds: number[],
  orderUid: string,
  reason: string,
  now: Date,
): Promise<void> {
  if (itemIds.length === 0) return;
  for (const line of await commissionsOf(trx, itemIds)) {
    const held = line.available_at > now;
    await insertCommission(trx, {
      user_id: line.user_id,
      kind: 'commission_reversal',
      amount: -line.amount,
      gross_amount: -line.gross_amount,
      fee_amount: 0,
      currency_code: line.currency_code,
      description: held
        ? `Refund of a commission on hold (${orderUid}): ${reason}`
        : `Refund of a commission already in your balance (${orderUid}), owed back: ${reason}`,
      available_at: held ? line.available_at : now,
      order_item_id: line.order_item_id,
      created_at: now,
    });
  }
}

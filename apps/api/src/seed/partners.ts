/**
 * The demo partner (issue 43): `demo_partner` in the programme with the code BOOKCLUB, a year of
 * clicks from her widgets and links, and some of the generated readers' paid orders in naira
 * attributed to her, each with the click that brought the reader and the commission the settlement
 * would have credited (the default rates of the store's share, held then available after the hold).
 * Written after the orders, so nothing else in the seed moves.
 */
import { createHash } from 'node:crypto';
import { PARTNER_TERMS_VERSION } from '@bookstore/api-client/contract';
import type { Insertable } from 'kysely';
import type { PartnerClicksTable, RevenuesTable } from '../db/schema.ts';
import { commissionOf, DEFAULT_PARTNER_RATES } from '../domains/partners/partner-rules.ts';
import { PLATFORM_FEE_RATE, REVENUE_HOLD_DAYS } from './commerce-plans.ts';
import type { PersonPlan, SeedContext } from './context.ts';
import { DAY_MS, daysBefore } from './context.ts';
import { idOf, insertRows } from './insert.ts';
import type { Prng } from './prng.ts';

export const DEMO_PARTNER_CODE = 'BOOKCLUB';
const SITE = 'https://lagos-book-club.example.org';
/** The attributed orders: one in about four of the readers' naira orders of the last year, at most this many. */
const MAX_ORDERS = 40;
/** Clicks that led to no order, per attributed order (a conversion near 1 in 6). */
const CLICKS_PER_ORDER = 5;
const WIDGETS = [
  ['card', 5],
  ['search', 2],
  ['cart', 1],
  ['player', 2],
] as const;
const HOUR_MS = 3_600_000;

/** A visitor's day hash as the attribution writes it (64 hex characters), drawn from the seed. */
function visitorHash(rng: Prng): string {
  return createHash('sha256').update(rng.hex(32)).digest('hex');
}

function click(
  rng: Prng,
  partnerId: number,
  bookId: number | null,
  at: Date,
): Insertable<PartnerClicksTable> {
  const widget = rng.chance(0.7) ? rng.weighted(WIDGETS) : null;
  return {
    partner_id: partnerId,
    source: widget ? 'widget' : 'link',
    widget,
    book_id: bookId,
    visitor_hash: visitorHash(rng),
    address_hash: visitorHash(rng),
    created_at: at,
  };
}

export async function insertDemoPartner(
  ctx: SeedContext,
  rng: Prng,
  partner: PersonPlan,
  excludedUserIds: readonly number[],
): Promise<void> {
  const db = ctx.db;
  const partnerId = idOf(ctx.userIds, partner.uid);
  const joined = daysBefore(ctx.now, 365);
  await db.updateTable('users').set({ is_partner: true }).where('id', '=', partnerId).execute();
  await db
    .insertInto('partners')
    .values({
      user_id: partnerId,
      code: DEMO_PARTNER_CODE,
      site_url: SITE,
      terms_version: PARTNER_TERMS_VERSION,
      terms_accepted_at: joined,
      created_at: joined,
      updated_at: joined,
    })
    .execute();

  // Paid naira orders of the last year by other users, none refunded.
  const candidates = await db
    .selectFrom('orders as o')
    .select(['o.id', 'o.uid', 'o.paid_at', 'o.currency_code'])
    .where('o.paid_at', 'is not', null)
    .where('o.paid_at', '>', joined)
    .where('o.currency_code', '=', 'NGN')
    .where('o.user_id', 'not in', [partnerId, ...excludedUserIds])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('order_items as r')
            .select('r.id')
            .whereRef('r.order_id', '=', 'o.id')
            .where('r.refund_id', 'is not', null),
        ),
      ),
    )
    .orderBy('o.id')
    .execute();
  const chosen = candidates.filter(() => rng.chance(0.25)).slice(0, MAX_ORDERS);
  if (chosen.length === 0) return;
  const items = await db
    .selectFrom('order_items')
    .select(['id', 'order_id', 'book_id', 'seller_id', 'title', 'type', 'quantity', 'total_amount'])
    .where(
      'order_id',
      'in',
      chosen.map((o) => o.id),
    )
    .orderBy('id')
    .execute();

  const revenues: Insertable<RevenuesTable>[] = [];
  const books: number[] = [];
  for (const order of chosen) {
    const paidAt = new Date(order.paid_at as Date | string);
    const lines = items.filter((item) => item.order_id === order.id);
    const bookId = lines[0]?.book_id ?? null;
    if (bookId !== null) books.push(bookId);
    // The click that brought the reader: up to three days before the payment.
    const [{ id: clickId } = { id: null }] = await db
      .insertInto('partner_clicks')
      .values(click(rng, partnerId, bookId, new Date(paidAt.getTime() - rng.float(0.5, 72) * HOUR_MS)))
      .returning('id')
      .execute();
    await db
      .updateTable('orders')
      .set({ partner_id: partnerId, partner_click_id: clickId })
      .where('id', '=', order.id)
      .execute();
    for (const line of lines) {
      if (line.seller_id === partnerId) continue;
      const amount = commissionOf(
        line.total_amount,
        DEFAULT_PARTNER_RATES[line.type],
        PLATFORM_FEE_RATE * 100,
      );
      if (amount <= 0) continue;
      revenues.push({
        user_id: partnerId,
        kind: 'commission',
        amount,
        gross_amount: amount,
        fee_amount: 0,
        currency_code: order.currency_code,
        description: `Commission on ${line.quantity} × "${line.title}" (${order.uid})`,
        available_at: new Date(paidAt.getTime() + REVENUE_HOLD_DAYS * DAY_MS),
        order_item_id: line.id,
        created_at: paidAt,
      });
    }
  }
  await insertRows(db, 'revenues', revenues);

  // The visits that bought nothing, over the year, mostly on the books her readers like.
  const idle = Array.from({ length: chosen.length * CLICKS_PER_ORDER }, () =>
    click(
      rng,
      partnerId,
      books.length > 0 && rng.chance(0.8) ? rng.pick(books) : null,
      new Date(ctx.now.getTime() - rng.float(0.1, 364) * DAY_MS),
    ),
  );
  await insertRows(db, 'partner_clicks', idle);
}

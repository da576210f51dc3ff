import {
  BookActivity,
  type Revenue,
  type SellerOrder,
  type Withdrawal,
} from '@bookstore/api-client/contract';
import { money } from '../../money.ts';
import type { SaleRevenueRow, SaleRow } from './stats.queries.ts';
import type { RevenueStatus } from './selling-stats.ts';
import type { WithdrawalMade } from './selling-revenue.ts';
import { presentBankAccount } from './banks.presenter.ts';
import { orderedBook } from '../orders/orders.presenter.ts';
import type { MediaUrls } from '../../media/urls.ts';

export function presentSale(urls: MediaUrls, row: SaleRow): SellerOrder {
  return {
    id: row.id,
    order_reference: row.order_reference,
    book: orderedBook(urls, row),
    quantity: row.quantity,
    amount: money(row.total_amount, row),
    earnings: money(row.earnings ?? 0, row),
    buyer_username: row.buyer_username,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

export function presentRevenue(urls: MediaUrls, row: SaleRevenueRow, status: RevenueStatus): Revenue {
  return {
    id: row.id,
    kind: row.kind === 'refund' ? 'refund' : 'sale',
    order_reference: row.order_reference,
    book: orderedBook(urls, row),
    gross: money(row.gross_amount, row),
    fee: money(row.fee_amount, row),
    net: money(row.amount, row),
    status,
    available_at: row.available_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

export function presentWithdrawal({ withdrawal, bank, currency }: WithdrawalMade): Withdrawal {
  return {
    id: withdrawal.id,
    reference: withdrawal.reference,
    amount: money(withdrawal.amount, currency),
    fee: money(withdrawal.fee_amount, currency),
    bank_account: presentBankAccount(bank),
    status: withdrawal.status,
    created_at: withdrawal.created_at.toISOString(),
  };
}

/** The actions the contract knows; a row with another action is not shown. */
const BOOK_ACTIONS = BookActivity.shape.action.options;

/** A book's history; rows with an action the contract does not know are left out. */
export function presentBookActivities(
  bookUid: string,
  rows: readonly { id: number; action: string; description: string; created_at: Date }[],
): BookActivity[] {
  return rows.flatMap((row) => {
    const action = BOOK_ACTIONS.find((a) => a === row.action);
    return action
      ? [
          {
            id: row.id,
            book_uid: bookUid,
            action,
            description: row.description,
            created_at: row.created_at.toISOString(),
          },
        ]
      : [];
  });
}

/** The pure presenters and rules of the selling, orders, banks and voiceover side: rows in, contract out. */
import {
  BankAccount,
  BookActivity,
  Order,
  Payment,
  Revenue,
  SellerOrder,
  Withdrawal,
} from '@bookstore/api-client/contract';
import { describe, expect, it } from 'vitest';
import type { Book } from '../../db/schema.ts';
import { maskAccountNumber, presentBankAccount } from './banks.presenter.ts';
import { checkoutUrl, presentOrders, presentPayment, presentVoPayment } from '../orders/orders.presenter.ts';
import {
  presentBookActivities,
  presentRevenue,
  presentSale,
  presentWithdrawal,
} from './selling.presenter.ts';
import { pickHolderName } from './banks.ts';
import { missingForPublication } from './selling-books.ts';
import { lastMonths, monthlySeries, revenueStatus } from './selling-stats.ts';
import { at, naira, origin, paymentRow, urls } from '../../../test/presenter-support.ts';

const bankRow = {
  id: 3,
  user_id: 1,
  account_number: '0123456789',
  account_name: 'ADUNNI BELLO',
  is_default: true,
  created_at: at,
  bank_code: '058',
  bank_name: 'Guaranty Trust Bank',
  currency_code: 'NGN',
};

describe('bank presenters and rules', () => {
  it('masks all but the last four digits', () => {
    expect(maskAccountNumber('0123456789')).toBe('******6789');
    expect(maskAccountNumber('123')).toBe('123');
  });

  it('presents a bank account in the contract shape', () => {
    const account = BankAccount.parse(presentBankAccount(bankRow));
    expect(account).toMatchObject({ account_number_masked: '******6789', created_at: at.toISOString() });
    expect(account).not.toHaveProperty('account_number');
  });

  it('picks the same holder for the same key, and different holders for different keys', () => {
    const given = ['Adunni', 'Olumide', 'Yetunde', 'Tunde', 'Bisi'];
    const family = ['Adeyemi', 'Okafor', 'Balogun', 'Eze'];
    const one = pickHolderName('ng:058:0123456789', given, family);
    expect(one).toBe(pickHolderName('ng:058:0123456789', given, family));
    const [first, last] = one.split(' ');
    expect(given).toContain(first);
    expect(family).toContain(last);
    const many = new Set(
      ['1', '2', '3', '4', '5', '6'].map((n) => pickHolderName(`ng:058:${n}`, given, family)),
    );
    expect(many.size).toBeGreaterThan(1);
  });
});

describe('payment and order presenters', () => {
  it('links a pending payment to its hosted page, a settled one to nothing', () => {
    const pending = Payment.parse(presentPayment(paymentRow(), 'ORD-1', origin));
    expect(pending).toMatchObject({ order_id: 9, order_reference: 'ORD-1', amount: { amount: 2500.5 } });
    expect(pending.checkout_url).toBe(checkoutUrl(origin, 'pay-uid'));
    expect(pending.checkout_url).toBe('https://api.test/pay/pay-uid');
    const paid = presentPayment(paymentRow({ status: 'successful', paid_at: at }), 'ORD-1', origin);
    expect(paid).toMatchObject({ checkout_url: null, paid_at: at.toISOString() });
  });

  it("presents a voiceover order's payment without a book order", () => {
    const payment = Payment.parse(
      presentVoPayment(paymentRow({ order_id: null, vo_order_id: 2 }), 'VO-1', origin),
    );
    expect(payment).toMatchObject({ order_id: null, order_reference: null, vo_order_uid: 'VO-1' });
  });

  it('presents whole orders in the order asked, with a placeholder for a deleted book', () => {
    const order = {
      id: 9,
      uid: 'ORD-1',
      user_id: 1,
      country_code: 'ng',
      ...naira,
      status: 'pending_payment' as const,
      subtotal_amount: 200_000,
      delivery_fee_amount: 50_050,
      total_amount: 250_050,
      delivery_address_id: null,
      delivery_address: null,
      paid_at: null,
      cancelled_at: null,
      created_at: at,
      updated_at: at,
    };
    const item = {
      id: 11,
      order_id: 9,
      book_id: null,
      seller_id: 2,
      title: 'Gone Book',
      type: 'printbook' as const,
      cover_path: 'covers/gone.svg',
      quantity: 2,
      unit_amount: 100_000,
      total_amount: 200_000,
      created_at: at,
      book_uid: null,
      book_slug: null,
    };
    const bundle = { orders: [order], items: [item], payments: [paymentRow()] } as unknown as Parameters<
      typeof presentOrders
    >[1];
    const [presented] = presentOrders(urls, bundle, [404, 9], origin);
    const parsed = Order.parse(presented);
    expect(parsed).toMatchObject({
      reference: 'ORD-1',
      items_count: 2,
      delivery_fee: { amount: 500.5, currency_code: 'NGN' },
      payment: { reference: 'PAY-1' },
    });
    expect(parsed.items[0]?.book).toMatchObject({
      uid: 'removed-11',
      cover_path: 'https://media.test/covers/gone.svg',
      price: { amount: 1000 },
    });
    expect(presentOrders(urls, bundle, [404], origin)).toEqual([]);
  });
});

describe('selling presenters and rules', () => {
  const sold = {
    id: 21,
    title: 'Sold Book',
    type: 'ebook' as const,
    cover_path: null,
    quantity: 1,
    unit_amount: 350_000,
    total_amount: 350_000,
    order_reference: 'ORD-2',
    status: 'completed' as const,
    ...naira,
    created_at: at,
    buyer_username: 'reader',
    book_uid: 'bk1',
    book_slug: 'sold-book-bk1',
    earnings: null,
  };

  it('presents a sale, with no earnings yet as zero and a generated cover', () => {
    const sale = SellerOrder.parse(presentSale(urls, sold));
    expect(sale).toMatchObject({ earnings: { amount: 0 }, book: { uid: 'bk1', price: { amount: 3500 } } });
    expect(sale.book.cover_path).toMatch(/^data:image\/svg\+xml/);
  });

  it('presents a revenue entry with its status', () => {
    const row = {
      ...sold,
      kind: 'sale' as const,
      amount: 280_000,
      gross_amount: 350_000,
      fee_amount: 70_000,
      available_at: at,
      running: 280_000,
    };
    const revenue = Revenue.parse(presentRevenue(urls, row, 'available'));
    expect(revenue).toMatchObject({ gross: { amount: 3500 }, fee: { amount: 700 }, net: { amount: 2800 } });
  });

  it('tells pending, withdrawn and available revenue apart, oldest paid out first', () => {
    const now = new Date('2026-03-10T00:00:00Z');
    const withdrawn = new Map([['NGN', 1000]]);
    const entry = (available_at: Date, running: number) => ({
      kind: 'sale' as const,
      available_at,
      running,
      currency_code: 'NGN',
    });
    expect(revenueStatus(entry(new Date('2026-03-11T00:00:00Z'), 0), now, withdrawn)).toBe('pending');
    expect(revenueStatus(entry(at, 1000), now, withdrawn)).toBe('withdrawn');
    expect(revenueStatus(entry(at, 1001), now, withdrawn)).toBe('available');
    expect(revenueStatus(entry(at, 1), now, new Map())).toBe('available');
    // Issue 41: a refund is a negative line of its own.
    expect(revenueStatus({ ...entry(at, 0), kind: 'refund' }, now, withdrawn)).toBe('refunded');
  });

  it('presents a withdrawal with its masked bank account', () => {
    const withdrawal = Withdrawal.parse(
      presentWithdrawal({
        withdrawal: {
          id: 1,
          uid: 'w1',
          user_id: 1,
          bank_account_id: 3,
          amount: 100_000,
          fee_amount: 0,
          currency_code: 'NGN',
          status: 'pending',
          reference: 'WD-w1',
          processed_at: null,
          created_at: at,
          review_status: 'none',
          hold_reasons: [],
          rejection_reason: null,
          reviewed_at: null,
        },
        bank: bankRow,
        currency: naira,
      }),
    );
    expect(withdrawal).toMatchObject({
      amount: { amount: 1000 },
      bank_account: { account_number_masked: '******6789' },
    });
  });

  it('keeps the activities the contract knows, in order', () => {
    const rows = [
      { id: 2, action: 'published', description: 'Published.', created_at: at },
      { id: 1, action: 'archived', description: 'Unknown to the contract.', created_at: at },
    ];
    const activities = presentBookActivities('bk1', rows).map((a) => BookActivity.parse(a));
    expect(activities).toEqual([
      {
        id: 2,
        book_uid: 'bk1',
        action: 'published',
        description: 'Published.',
        created_at: at.toISOString(),
      },
    ]);
  });

  it('lists the last twelve months oldest first, filling months without rows', () => {
    const now = new Date('2026-02-15T00:00:00Z');
    expect(lastMonths(now, 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    const series = monthlySeries(now, [{ month: '2026-01', value: 4 }]);
    expect(series).toHaveLength(12);
    expect(series[0]).toEqual({ month: '2025-03', value: 0 });
    expect(series.at(-2)).toEqual({ month: '2026-01', value: 4 });
  });

  it('says what still blocks publication, step by step', () => {
    const book = {
      type: 'audiobook',
      description: 'short',
      category_id: null,
      publication_date: null,
      cover_path: null,
    } as unknown as Book;
    const missing = missingForPublication(book, { prices: 0, contributors: 0, tracks: 0 });
    expect(missing.map((m) => m.field)).toEqual([
      'description',
      'category_uid',
      'publication_date',
      'price',
      'contributors',
      'cover',
      'audio_files',
    ]);
    const ready = {
      ...book,
      type: 'ebook',
      description: 'x'.repeat(50),
      category_id: 1,
      publication_date: '2025-01-01',
      cover_path: 'c.svg',
    } as unknown as Book;
    // An ebook without its EPUB is not ready: the file belongs to the "Content and cover" step.
    expect(missingForPublication(ready, { prices: 1, contributors: 1, tracks: 0 })).toEqual([
      { step: 'cover', field: 'file', message: 'Upload the EPUB file of the ebook.' },
    ]);
    const withFile = {
      ...ready,
      file_path: 'ebooks/uploaded/a.epub',
      file_format: 'epub',
    } as unknown as Book;
    expect(missingForPublication(withFile, { prices: 1, contributors: 1, tracks: 0 })).toEqual([]);
  });
});

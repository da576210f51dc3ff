/** The pure presenters and rules of the selling, orders, banks and voiceover side: rows in, contract out. */
import {
  BankAccount,
  BookActivity,
  Job,
  Order,
  Payment,
  Revenue,
  SellerOrder,
  VoiceoverOrder,
  Withdrawal,
} from '@bookstore/api-client/contract';
import { describe, expect, it } from 'vitest';
import type { Book, Payment as PaymentRow } from '../../db/schema.ts';
import { passwordResetMail, sellerTwoFactorMail, verificationCodeMail } from '../../mail/templates.ts';
import { maskAccountNumber, presentBankAccount } from './banks.presenter.ts';
import type { MediaUrls } from '../../media/urls.ts';
import { checkoutUrl, presentOrders, presentPayment, presentVoPayment } from '../orders/orders.presenter.ts';
import {
  presentBookActivities,
  presentRevenue,
  presentSale,
  presentWithdrawal,
} from './selling.presenter.ts';
import { presentJob, presentVoOrders } from '../voiceover/voiceover.presenter.ts';
import { pickHolderName } from './banks.ts';
import { missingForPublication } from './selling-books.ts';
import { lastMonths, monthlySeries, revenueStatus } from './selling-stats.ts';

function mediaUrl(path: string): string;
function mediaUrl(path: string | null): string | null;
function mediaUrl(path: string | null): string | null {
  return path ? `https://media.test/${path}` : null;
}
const urls: MediaUrls = { media: { url: mediaUrl } };
const origin = 'https://api.test';
const at = new Date('2026-03-04T05:06:07Z');
const naira = { currency_code: 'NGN', currency_symbol: '₦' };

const paymentRow = (over: Partial<PaymentRow> = {}): PaymentRow => ({
  id: 5,
  uid: 'pay-uid',
  user_id: 1,
  order_id: 9,
  vo_order_id: null,
  reference: 'PAY-1',
  provider: 'test',
  gateway: 'test',
  checkout_url: null,
  amount: 250_050,
  ...naira,
  status: 'pending',
  paid_at: null,
  created_at: at,
  updated_at: at,
  ...over,
});

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
    const entry = (available_at: Date, running: number) => ({ available_at, running, currency_code: 'NGN' });
    expect(revenueStatus(entry(new Date('2026-03-11T00:00:00Z'), 0), now, withdrawn)).toBe('pending');
    expect(revenueStatus(entry(at, 1000), now, withdrawn)).toBe('withdrawn');
    expect(revenueStatus(entry(at, 1001), now, withdrawn)).toBe('available');
    expect(revenueStatus(entry(at, 1), now, new Map())).toBe('available');
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

describe('voiceover presenters', () => {
  it('presents a job with the offer as it was when the offer is gone', () => {
    const job = Job.parse(
      presentJob(
        {
          id: 1,
          uid: 'job1',
          status: 'in_progress',
          due_at: null,
          delivery_file_path: null,
          created_at: at,
          voiceover_artist_id: 2,
          vo_order_id: 1,
          revisions_used: 0,
          revisions_allowed: 2,
          notes: null,
          title: 'Narration',
          script: 'Once upon a time',
          word_count: 4,
          amount: 5_000_00,
          ...naira,
          order_uid: 'VO-1',
          buyer_username: 'buyer',
          offer_uid: null,
          offer_title: null,
          offer_amount: null,
          offer_currency_code: null,
          offer_currency_symbol: null,
          delivery_days: null,
        },
        { deliveries: [], activities: [] },
        (path) => `signed:${path}`,
      ),
    );
    expect(job.offer).toEqual({
      uid: 'VO-1',
      title: 'Narration',
      price: { amount: 5000, ...naira },
      delivery_days: 1,
    });
    expect(job.deliverable_url).toBeNull();
  });

  it('presents voiceover orders with their payment and job, leaving out orders without an offer', () => {
    const offer = {
      id: 7,
      uid: 'off1',
      title: 'Audiobook narration',
      description: 'I narrate books in a warm voice.',
      price: { amount: 50, ...naira },
      word_limit: 1000,
      delivery_days: 3,
      revisions: 1,
      status: 'active' as const,
      artist: {
        uid: 'a1',
        username: 'voice',
        display_name: 'Voice',
        first_name: 'V',
        last_name: 'O',
        avatar: null,
      },
      created_at: at.toISOString(),
    };
    const order = (id: number, offer_id: number | null) => ({
      id,
      uid: `VO-${id}`,
      buyer_id: 1,
      voiceover_artist_id: 2,
      offer_id,
      book_id: null,
      title: 'Narration',
      script: 'Once upon a time',
      word_count: 4,
      notes: null,
      amount: 5_000,
      ...naira,
      status: 'in_progress' as const,
      paid_at: at,
      revisions_allowed: 1,
      created_at: at,
      updated_at: at,
    });
    const bundle = {
      orders: [order(1, 7), order(2, null)],
      payments: [paymentRow({ order_id: null, vo_order_id: 1, status: 'successful', paid_at: at })],
      jobs: [
        {
          id: 3,
          vo_order_id: 1,
          uid: 'job1',
          status: 'in_progress' as const,
          due_at: at,
          delivery_file_path: 'd.mp3',
          revisions_used: 1,
        },
      ],
      deliveries: [
        {
          id: 9,
          voiceover_job_id: 3,
          file_path: 'deliveries/d.mp3',
          file_name: 'take-2.mp3',
          size_bytes: 1234,
          duration_seconds: 61,
          note: 'Second take',
          created_at: at,
        },
      ],
      activities: [
        {
          id: 1,
          vo_order_id: 1,
          kind: 'ordered' as const,
          actor: 'buyer' as const,
          note: null,
          created_at: at,
        },
        {
          id: 2,
          vo_order_id: 2,
          kind: 'ordered' as const,
          actor: 'buyer' as const,
          note: null,
          created_at: at,
        },
      ],
    };
    const presented = presentVoOrders(bundle, new Map([[7, offer]]), [2, 1], origin, (p) => `signed:${p}`);
    expect(presented).toHaveLength(1);
    const parsed = VoiceoverOrder.parse(presented[0]);
    expect(parsed).toMatchObject({
      uid: 'VO-1',
      payment: { vo_order_uid: 'VO-1', checkout_url: null },
      job: {
        uid: 'job1',
        deliverable_url: 'signed:deliveries/d.mp3',
        revisions_allowed: 1,
        revisions_used: 1,
        deliveries: [{ id: 9, file_name: 'take-2.mp3', url: 'signed:deliveries/d.mp3', note: 'Second take' }],
      },
      activities: [{ id: 1, kind: 'ordered', actor: 'buyer' }],
    });
    expect(parsed.activities).toHaveLength(1);
  });
});

describe('code mails', () => {
  it.each([
    [verificationCodeMail, 'email_verification', 'Verify your email address', 'verification code'],
    [passwordResetMail, 'password_reset', 'Reset your password', 'password reset code'],
    [sellerTwoFactorMail, 'seller_2fa', 'Your selling dashboard security code', 'security code'],
  ] as const)('%o carries the code, its expiry and its purpose', (make, purpose, subject, codeName) => {
    const mail = make('ada@example.com', 'ada', '123456', 15);
    expect(mail).toMatchObject({ to: 'ada@example.com', subject, purpose, code: '123456' });
    expect(mail.text).toContain(`Hello ada,\n\nYour ${codeName}: 123456\n\nUse this code to `);
    expect(mail.text).toContain('It expires in 15 minutes.');
    expect(mail.html).toContain('123456');
  });
});

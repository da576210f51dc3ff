import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import type { PaymentProvider, RefundRequest } from '../../payments/index.ts';
import { auditOf, operatorClient, readyDraft, unpaidOrder } from '../../../test/admin-support.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, sentMail, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import type { Envelope } from '../../../test/selling-support.ts';
import { confirmProviderPayment } from '../payments/payments.ts';
import { settlePayment } from '../payments/settlement.ts';
import { reviewKindFor } from '../selling/book-review.ts';

/**
 * Issue 41, item 2: suspension and restore are states. A suspended seller's books and profile cannot be
 * approved; a restore brings back exactly what is still approved; trust after a strike returns only
 * after TRUST_RESTORE_APPROVALS fresh approvals; a pending order whose book left sale is refused at
 * payment (refunded when the provider already charged), the buyer told.
 */
const refunds: RefundRequest[] = [];
const provider: PaymentProvider = {
  name: 'paystack',
  initialise: () => Promise.resolve({ authorizationUrl: 'http://provider.test/pay' }),
  verify: (reference) => Promise.resolve({ reference, status: 'success', amount: 150_000, currency: 'NGN' }),
  refund: (refund) => {
    refunds.push(refund);
    return Promise.resolve({ providerReference: `rf-${refunds.length}`, status: 'pending' });
  },
  parseWebhook: () => ({ ok: false, reason: 'not used' }),
};

describe('suspension and restore as states', () => {
  let server: TestServer;
  let catalogue: Catalogue;
  let operator: TestClient;
  let second: TestClient;
  const visitor = () => new TestClient(server.url);
  const publicStatus = async (uid: string) =>
    (await visitor().get(`/api/public/books/${uid}?country=ng`)).status;
  const bookState = (id: number) =>
    server.db
      .selectFrom('books')
      .select(['status', 'hidden_by_suspension', 'review_kind'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** A book of `author` on sale (approved), in the post-publication review list when `postReview`. */
  async function onSale(author: User, title: string, postReview = false) {
    const book = await readyDraft(server.db, author.id, catalogue.categories.fiction.id, title);
    const now = new Date();
    await server.db
      .updateTable('books')
      .set({
        status: 'published',
        published_at: now,
        approved_at: postReview ? null : now,
        submitted_at: now,
        review_kind: postReview ? 'post_publication' : null,
      })
      .where('id', '=', book.id)
      .execute();
    return book;
  }

  const suspend = (user: User) =>
    operator.post(`/api/admin/users/${user.id}/suspend`, { reason: 'Copyright complaints under review.' });
  const restore = (user: User) =>
    operator.post(`/api/admin/users/${user.id}/restore`, { reason: 'The complaints were withdrawn.' });

  beforeAll(async () => {
    server = await startTestServer({ payments: provider });
    catalogue = await seedCatalogue(server.db);
    operator = (await operatorClient(server, { username: 'op_states' })).client;
    second = (await operatorClient(server, { username: 'op_states_two' })).client;
  });
  afterAll(() => server.close());

  it("refuses to approve a suspended author's book in review (409), and lets it be rejected", async () => {
    const author = await createUser(server.db, { author: true, country: 'ng' });
    const book = await readyDraft(server.db, author.id, catalogue.categories.fiction.id, 'Held Back');
    await server.db
      .updateTable('books')
      .set({ status: 'in_review', review_kind: 'pre_publication', submitted_at: new Date() })
      .where('id', '=', book.id)
      .execute();
    expect((await suspend(author)).status).toBe(200);
    const approve = await operator.post<Envelope<null> & { errors: Record<string, string[]> }>(
      `/api/admin/reviews/books/${book.uid}/approve`,
      {},
    );
    expect(approve.status).toBe(409);
    expect(approve.body.message).toMatch(/suspended/);
    expect(approve.body.errors.author?.[0]).toMatch(/Restore the account first/);
    expect(await bookState(book.id)).toMatchObject({ status: 'in_review', review_kind: 'pre_publication' });
    expect(await publicStatus(book.uid)).toBe(404);
    const reject = await second.post(`/api/admin/reviews/books/${book.uid}/reject`, {
      reason: 'The manuscript is not the author’s own work.',
    });
    expect(reject.status).toBe(200);
    expect((await restore(author)).status).toBe(200);
    expect(await bookState(book.id)).toMatchObject({ status: 'rejected', hidden_by_suspension: false });
  });

  it('restores exactly the books that are still approved, not one rejected or taken down meanwhile', async () => {
    const author = await createUser(server.db, { author: true, country: 'ng' });
    const kept = await onSale(author, 'Still Approved');
    const reviewed = await onSale(author, 'Rejected While Hidden', true);
    const takenDown = await onSale(author, 'Taken Down While Hidden');
    expect((await suspend(author)).status).toBe(200);
    for (const b of [kept, reviewed, takenDown]) {
      expect(await bookState(b.id)).toMatchObject({ status: 'unpublished', hidden_by_suspension: true });
      expect(await publicStatus(b.uid)).toBe(404);
    }
    // The post-publication review cannot approve it while suspended, but can reject it.
    expect((await operator.post(`/api/admin/reviews/books/${reviewed.uid}/approve`, {})).status).toBe(409);
    const rejected = await operator.post(`/api/admin/reviews/books/${reviewed.uid}/reject`, {
      reason: 'The cover copies another publisher’s design.',
    });
    expect(rejected.status).toBe(200);
    const down = await second.post(`/api/admin/books/${takenDown.uid}/takedown`, {
      reason: 'A court order names this edition.',
    });
    expect(down.status).toBe(200);

    expect((await restore(author)).status).toBe(200);
    expect(await publicStatus(kept.uid)).toBe(200);
    expect(await publicStatus(reviewed.uid)).toBe(404);
    expect(await publicStatus(takenDown.uid)).toBe(404);
    expect(await bookState(reviewed.id)).toMatchObject({ status: 'rejected', hidden_by_suspension: false });
    expect(await bookState(takenDown.id)).toMatchObject({
      status: 'unpublished',
      hidden_by_suspension: false,
    });
    const audit = await auditOf(server.db, 'user', author.username);
    expect(audit.map((r) => r.after)).toEqual([
      { suspended: true, books_hidden: 3 },
      { suspended: false, books_restored: 1 },
    ]);
  });

  it('gives trust back after a takedown only after the stated number of fresh approvals', async () => {
    expect(server.deps.config.trustRestoreApprovals).toBe(3);
    const author = await createUser(server.db, { author: true, country: 'ng' });
    const submit = async (title: string) => {
      const book = await readyDraft(server.db, author.id, catalogue.categories.fiction.id, title);
      await server.db
        .updateTable('books')
        .set({ status: 'in_review', review_kind: 'pre_publication', submitted_at: new Date() })
        .where('id', '=', book.id)
        .execute();
      return book;
    };
    const approve = async (uid: string) =>
      expect((await operator.post(`/api/admin/reviews/books/${uid}/approve`, {})).status).toBe(200);
    const first = await submit('Trust One');
    for (const b of [first, await submit('Trust Two'), await submit('Trust Three')]) await approve(b.uid);
    expect(await reviewKindFor(server.deps, author.id)).toBe('post_publication');

    const down = await operator.post(`/api/admin/books/${first.uid}/takedown`, {
      reason: 'Plagiarised passages were reported.',
    });
    expect(down.status).toBe(200);
    expect(await reviewKindFor(server.deps, author.id)).toBe('pre_publication');
    // Resubmitting the taken-down book (it leaves the takedown state) does not give the trust back.
    await server.db
      .updateTable('books')
      .set({ status: 'in_review', review_kind: 'pre_publication', submitted_at: new Date() })
      .where('id', '=', first.id)
      .execute();
    expect(await reviewKindFor(server.deps, author.id)).toBe('pre_publication');
    await approve(first.uid);
    await approve((await submit('Fresh Two')).uid);
    expect(await reviewKindFor(server.deps, author.id)).toBe('pre_publication');
    await approve((await submit('Fresh Three')).uid);
    expect(await reviewKindFor(server.deps, author.id)).toBe('post_publication');
  });

  it("refuses to approve a suspended artist's voiceover profile", async () => {
    const artist = await createUser(server.db, { voiceover: true, country: 'ng' });
    await server.db
      .insertInto('voiceover_artists')
      .values({
        user_id: artist.id,
        uid: `va-${artist.username}`,
        status: 'in_review',
        display_name: 'Suspended Voice',
        headline: 'Narration',
        submitted_at: new Date(),
      })
      .execute();
    expect((await suspend(artist)).status).toBe(200);
    const approve = await operator.post(`/api/admin/reviews/voiceover/${artist.username}/approve`, {});
    expect(approve.status).toBe(409);
    const row = await server.db
      .selectFrom('voiceover_artists')
      .select('status')
      .where('user_id', '=', artist.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('in_review');
  });

  it('refuses at payment a pending order whose book was taken down or whose seller is suspended', async () => {
    const author = await createUser(server.db, { author: true, country: 'ng' });
    const takenDown = await onSale(author, 'Gone Before Payment');
    const other = await createUser(server.db, { author: true, country: 'ng' });
    const suspendedBook = await onSale(other, 'Seller Suspended Before Payment');
    const buyer = await createUser(server.db, { country: 'ng' });
    const first = await unpaidOrder(server, buyer.id, [{ id: takenDown.id, price: 150_000 }]);
    const secondOrder = await unpaidOrder(server, buyer.id, [{ id: suspendedBook.id, price: 150_000 }]);
    await operator.post(`/api/admin/books/${takenDown.uid}/takedown`, { reason: 'Reported as stolen work.' });
    expect((await suspend(other)).status).toBe(200);

    for (const [order, title] of [
      [first, takenDown.title],
      [secondOrder, suspendedBook.title],
    ] as const) {
      expect(await settlePayment(server.deps, order.paymentId, 'successful')).toBe('refused');
      const payment = await server.db
        .selectFrom('payments')
        .select('status')
        .where('id', '=', order.paymentId)
        .executeTakeFirstOrThrow();
      expect(payment.status).toBe('failed');
      const row = await server.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('cancelled');
      const history = await server.db
        .selectFrom('order_activities')
        .select('description')
        .where('order_id', '=', order.id)
        .execute();
      expect(history.map((h) => h.description)).toContain(
        `Refused at payment: "${title}" is no longer on sale. Nothing was charged.`,
      );
    }
    const library = await server.db
      .selectFrom('library_items')
      .select('book_id')
      .where('user_id', '=', buyer.id)
      .execute();
    expect(library).toEqual([]);
    const mails = await sentMail(server, { to: buyer.email, purpose: 'order_refused' });
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text_body).toContain('Nothing was charged');
  });

  it("refunds in full a provider's charge for an order refused at payment, and tells the buyer", async () => {
    const author = await createUser(server.db, { author: true, country: 'ng' });
    const book = await onSale(author, 'Charged Then Refused');
    const buyer = await createUser(server.db, { country: 'ng' });
    const order = await unpaidOrder(server, buyer.id, [{ id: book.id, price: 150_000 }], 'paystack');
    expect((await suspend(author)).status).toBe(200);
    const before = refunds.length;
    expect(await confirmProviderPayment(server.deps, order.reference)).toMatchObject({ status: 'settled' });
    expect(refunds.slice(before)).toEqual([
      expect.objectContaining({ reference: order.reference, amount: 150_000, currency: 'NGN' }),
    ]);
    // The webhook again: settled once, refunded once.
    await confirmProviderPayment(server.deps, order.reference);
    expect(refunds.length).toBe(before + 1);
    const payment = await server.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', order.paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
    const refund = await server.db
      .selectFrom('refunds')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({
      amount: 150_000,
      operator_id: null,
      provider_reference: `rf-${before + 1}`,
    });
    const [mail] = await sentMail(server, { to: buyer.email, purpose: 'order_refused' });
    expect(mail?.text_body).toMatch(/refunded in full/);
    const revenue = await server.db
      .selectFrom('revenues')
      .select('id')
      .where('user_id', '=', author.id)
      .execute();
    expect(revenue).toEqual([]);
  });
});

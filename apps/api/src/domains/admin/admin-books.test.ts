import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { auditOf, operatorClient, paidOrder, readyDraft } from '../../../test/admin-support.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import {
  createUser,
  sentMail,
  signedIn,
  TestClient,
  type TestServer,
  startTestServer,
} from '../../../test/helpers.ts';
import { sellerClient, type Envelope } from '../../../test/selling-support.ts';

/**
 * Issue 28, parts 2 and 4: Publish sends a book to review; operators approve (it goes on sale) or
 * reject it with a reason its author sees; an author's first three approved books are always reviewed
 * first, later ones after publication; a published book can be taken down, its buyers keep it.
 */
interface SellerBook {
  status: string;
  submitted_at: string | null;
  rejection_reason: string | null;
}
interface ReviewItem {
  uid: string;
  kind: string;
  status: string;
  author: { username: string };
  author_approved_books: number;
}

describe('the book review queue and takedowns', () => {
  let server: TestServer;
  let catalogue: Catalogue;
  let operator: TestClient;
  let second: TestClient;
  let author: User;
  let authorClient: TestClient;

  const publish = (uid: string) =>
    authorClient.get<Envelope<SellerBook>>(`/api/user/selling/books/${uid}/publish`);
  const publicStatus = async (uid: string) =>
    (await new TestClient(server.url).get(`/api/public/books/${uid}?country=ng`)).status;
  const mails = (purpose: string) => sentMail(server, { to: author.email, purpose });
  const draft = (title: string) => readyDraft(server.db, author.id, catalogue.categories.fiction.id, title);

  beforeAll(async () => {
    server = await startTestServer();
    catalogue = await seedCatalogue(server.db);
    operator = (await operatorClient(server, { username: 'op_books' })).client;
    second = (await operatorClient(server, { username: 'op_books_two' })).client;
    author = await createUser(server.db, { author: true, country: 'ng', username: 'new_author' });
    authorClient = await sellerClient(server, author);
  });
  afterAll(() => server.close());

  it('puts a published book in review, out of the catalogue, with its date for the author', async () => {
    const book = await draft('First Light');
    const res = await publish(book.uid);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/submitted for review/);
    expect(res.body.data.status).toBe('in_review');
    expect(res.body.data.submitted_at).not.toBeNull();
    expect((await publish(book.uid)).body.message).toMatch(/already waiting for review/);
    expect(await publicStatus(book.uid)).toBe(404);

    const queue =
      await operator.get<Envelope<{ items: ReviewItem[]; total: number }>>('/api/admin/reviews/books');
    expect(queue.body.data.items.map((i) => i.uid)).toContain(book.uid);
    const item = queue.body.data.items.find((i) => i.uid === book.uid);
    expect(item).toMatchObject({
      kind: 'pre_publication',
      status: 'in_review',
      author: { username: 'new_author' },
    });

    const review = await operator.get<
      Envelope<{
        book: { title: string; status: string };
        history: { books: { uid: string }[]; approvals: number };
      }>
    >(`/api/admin/reviews/books/${book.uid}`);
    expect(review.status).toBe(200);
    expect(review.body.data.book).toMatchObject({ title: 'First Light', status: 'in_review' });
    expect(review.body.data.history.books.map((b) => b.uid)).toContain(book.uid);
    const preview = await operator.get<Envelope<{ access: { type: string; file_url: string } }>>(
      `/api/admin/reviews/books/${book.uid}/preview`,
    );
    expect(preview.body.data.access.type).toBe('ebook');
    expect(preview.body.data.access.file_url).toMatch(/\/api\/files\/.+signature=/);
  });

  it('rejects with a reason the author sees and is mailed; the author fixes it and resubmits', async () => {
    const book = await draft('Storm Season');
    await publish(book.uid);
    const short = await operator.post<Envelope<null>>(`/api/admin/reviews/books/${book.uid}/reject`, {
      reason: 'no',
    });
    expect(short.status).toBe(422);
    expect(short.body.errors?.reason).toBeDefined();
    const reason = 'The cover is blurred at store size; upload a sharper image.';
    const rejected = await operator.post<Envelope<ReviewItem>>(
      `/api/admin/reviews/books/${book.uid}/reject`,
      {
        reason,
      },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.status).toBe('rejected');
    const own = await authorClient.get<Envelope<SellerBook>>(`/api/user/selling/books/${book.uid}`);
    expect(own.body.data).toMatchObject({ status: 'rejected', rejection_reason: reason });
    expect((await mails('book_rejected')).some((m) => m.text_body.includes(reason))).toBe(true);
    const again = await operator.post<Envelope<null>>(`/api/admin/reviews/books/${book.uid}/approve`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already rejected/);

    const resubmitted = await publish(book.uid);
    expect(resubmitted.body.data).toMatchObject({ status: 'in_review', rejection_reason: null });
    const rows = await auditOf(server.db, 'book', book.uid);
    expect(rows.map((r) => [r.action, r.reason, r.before, r.after])).toEqual([
      [
        'book.reject',
        reason,
        { status: 'in_review', review_kind: 'pre_publication', rejection_reason: null },
        { status: 'rejected', review_kind: null, rejection_reason: reason },
      ],
    ]);
  });

  it('gives one result when two operators approve the same book at once', async () => {
    const book = await draft('Twin Decisions');
    await publish(book.uid);
    const answers = await Promise.all(
      [operator, second].map((c) =>
        c.post<Envelope<null>>(`/api/admin/reviews/books/${book.uid}/approve`, {}),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toMatch(/already approved/);
    expect(await publicStatus(book.uid)).toBe(200);
    expect((await auditOf(server.db, 'book', book.uid)).map((r) => r.action)).toEqual(['book.approve']);
    expect((await mails('book_approved')).some((m) => m.subject.includes('Twin Decisions'))).toBe(true);
  });

  it('reviews the first three approved books first, then later ones after publication', async () => {
    // Twin Decisions is approved; two more make three.
    for (const title of ['Second Wind', 'Third Time']) {
      const book = await draft(title);
      await publish(book.uid);
      expect((await operator.post(`/api/admin/reviews/books/${book.uid}/approve`, {})).status).toBe(200);
    }
    const trusted = await draft('Fourth Wall');
    const res = await publish(trusted.uid);
    expect(res.body.data.status).toBe('published');
    expect(await publicStatus(trusted.uid)).toBe(200);
    const post = await operator.get<Envelope<{ items: ReviewItem[] }>>(
      '/api/admin/reviews/books?kind=post_publication',
    );
    expect(post.body.data.items.map((i) => [i.uid, i.author_approved_books])).toEqual([[trusted.uid, 3]]);
    const pre = await operator.get<Envelope<{ items: ReviewItem[] }>>('/api/admin/reviews/books');
    expect(pre.body.data.items.map((i) => i.uid)).not.toContain(trusted.uid);

    // A post-publication rejection takes the book off sale; the author is reviewed first again.
    const reason = 'The sample chapter is another author’s text.';
    expect((await operator.post(`/api/admin/reviews/books/${trusted.uid}/reject`, { reason })).status).toBe(
      200,
    );
    expect(await publicStatus(trusted.uid)).toBe(404);
    const next = await draft('Fifth Column');
    expect((await publish(next.uid)).body.data.status).toBe('in_review');
  });

  it('takes a published book down with a reason: off sale, author mailed, buyers keep it', async () => {
    const buyer = await createUser(server.db, { country: 'ng' });
    const book = catalogue.books.lagosNoir;
    if (!book) throw new Error('fixture');
    await paidOrder(server, buyer.id, [{ id: book.id, price: 250_000 }]);
    const reason = 'A court order names this edition as infringing.';
    const down = await operator.post<Envelope<{ status: string; rejection_reason: string }>>(
      `/api/admin/books/${book.uid}/takedown`,
      { reason },
    );
    expect(down.status).toBe(200);
    expect(down.body.data).toMatchObject({ status: 'unpublished', rejection_reason: reason });
    expect(await publicStatus(book.uid)).toBe(404);
    const library = await (await signedIn(server, buyer)).get(`/api/user/library/books/${book.uid}`);
    expect(library.status).toBe(200);
    const catalogueAuthor = await sentMail(server, { to: 'author@example.test' });
    expect(catalogueAuthor.map((m) => m.purpose)).toContain('book_taken_down');
    expect((await operator.post(`/api/admin/books/${book.uid}/takedown`, { reason })).status).toBe(409);
    const rows = await auditOf(server.db, 'book', book.uid);
    expect(rows.map((r) => [r.action, r.reason, (r.after as { status: string }).status])).toEqual([
      ['book.takedown', reason, 'unpublished'],
    ]);
    const listed = await operator.get<Envelope<{ items: { uid: string; status: string }[] }>>(
      '/api/admin/books?status=unpublished&q=lagos%20noir',
    );
    expect(listed.body.data.items).toEqual([
      expect.objectContaining({ uid: book.uid, status: 'unpublished' }),
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorClient, paidOrder } from '../../../test/admin-support.ts';
import { addPublishedBook, seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { buyer, figuresMismatch, must } from '../../../test/review-support.ts';
import { sellerClient, type Envelope } from '../../../test/selling-support.ts';

/**
 * Issue 42: who may review, one review per reader and book, edits and deletes, the figures kept in
 * step, helpful votes, reports, a refund withdrawing a review, held links and 422s, in both modes.
 */
interface Summary {
  average: number;
  count: number;
  distribution: { stars: number; count: number }[];
}
interface ReviewItem {
  uid: string;
  rating: number;
  title: string | null;
  reviewer_name: string;
  verified_purchase: boolean;
  helpful_count: number;
  voted_helpful: boolean;
  mine: boolean;
}
interface Page<T> {
  items: T[];
  total: number;
}

let server: TestServer;
let catalogue: Catalogue;
const anon = () => new TestClient(server.url);
const put = <T = unknown>(client: TestClient, path: string, json?: unknown) =>
  client.request<T>('PUT', path, json === undefined ? {} : { json });
const at = (uid: string) => `/api/user/reviews/books/${uid}`;
const summary = async (uid: string) =>
  (await anon().get<Envelope<Summary>>(`/api/public/books/${uid}/reviews/summary`)).body.data;

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await seedCatalogue(server.db);
});
afterAll(() => server.close());

describe('who may review', () => {
  it('tells a reader who did not buy, and the author, why not; a buyer may', async () => {
    const book = must(catalogue.books.lagosNoir);
    const stranger = await signedIn(server, await createUser(server.db));
    const mine = await stranger.get<Envelope<{ eligibility: { can_review: boolean; reason: string } }>>(
      at(book.uid),
    );
    expect(mine.body.data.eligibility).toEqual({ can_review: false, reason: 'not_purchased' });
    const refused = await put(stranger, at(book.uid), { rating: 5 });
    expect(refused.status).toBe(403);

    const author = await createUser(server.db, { author: true });
    const own = await addPublishedBook(server.db, {
      uid: 'bk-own-review',
      title: 'Own Pages',
      authorId: author.id,
    });
    // Even a copy the author bought of their own book gives no right to review it.
    const signedAuthor = await signedIn(server, author);
    await paidOrder(server, author.id, [{ id: own.id, price: 1000 }]);
    const mine2 = await signedAuthor.get<Envelope<{ eligibility: { reason: string } }>>(at('bk-own-review'));
    expect(mine2.body.data.eligibility.reason).toBe('own_book');
    expect((await put(signedAuthor, at('bk-own-review'), { rating: 5 })).status).toBe(403);

    const { client } = await buyer(server, book);
    const ok = await client.get<Envelope<{ eligibility: unknown; review: unknown }>>(at(book.uid));
    expect(ok.body.data).toEqual({ review: null, eligibility: { can_review: true, reason: null } });
  });

  it('answers 422 with field errors on a bad rating, a long title or text', async () => {
    const { client } = await buyer(server, must(catalogue.books.harmattan));
    const res = await put<{ errors: Record<string, string[]> }>(
      client,
      at(must(catalogue.books.harmattan).uid),
      {
        rating: 6,
        title: 'x'.repeat(121),
        body: 'y'.repeat(4001),
      },
    );
    expect(res.status).toBe(422);
    const fields = Object.keys(res.body.errors).join(' ');
    expect(fields).toMatch(/rating/);
    expect(fields).toMatch(/title/);
    expect(fields).toMatch(/body.*body|body\b.*/);
    expect(Object.keys(res.body.errors)).toHaveLength(3);
  });
});

describe('writing, editing, deleting', () => {
  it('keeps one review per reader, in the figures, edited and deleted in step', async () => {
    const book = must(catalogue.books.ledger);
    const a = await buyer(server, book);
    const b = await buyer(server, book);
    expect(
      (await put(a.client, at(book.uid), { rating: 5, title: 'Loved it', body: 'Clear and warm.' })).status,
    ).toBe(200);
    expect((await put(b.client, at(book.uid), { rating: 2 })).status).toBe(200);
    expect(await summary(book.uid)).toEqual({
      average: 3.5,
      count: 2,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 0 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
    });
    // A second PUT replaces: still one review.
    await put(a.client, at(book.uid), { rating: 4, title: '', body: 'On a second read, a little long.' });
    const reviews = await server.db
      .selectFrom('reviews')
      .selectAll()
      .where('book_id', '=', book.id)
      .execute();
    expect(reviews).toHaveLength(2);
    expect(reviews.find((r) => r.user_id === a.user.id)).toMatchObject({ rating: 4, title: null });
    expect((await summary(book.uid)).average).toBe(3);
    expect((await b.client.delete(at(book.uid))).status).toBe(200);
    expect(await summary(book.uid)).toMatchObject({ average: 4, count: 1 });
    expect((await b.client.delete(at(book.uid))).status).toBe(404);
    const listed = await anon().get<Envelope<Page<ReviewItem>>>(`/api/public/books/${book.uid}/reviews`);
    expect(listed.body.data.items).toEqual([
      expect.objectContaining({ rating: 4, reviewer_name: 'Ada Obi', verified_purchase: true, mine: false }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain('@example.test');
    const past = await anon().get<Envelope<Page<ReviewItem>>>(`/api/public/books/${book.uid}/reviews?page=9`);
    expect(past.body.data).toMatchObject({ items: [], total: 1 });
    expect(await figuresMismatch(server.db)).toEqual([]);
  });

  it('holds a review with a link: shown to its writer only, out of the figures', async () => {
    const book = must(catalogue.books.market);
    const { client } = await buyer(server, book);
    const before = await summary(book.uid);
    const res = await put<Envelope<{ status: string }>>(client, at(book.uid), {
      rating: 1,
      body: 'Cheaper at bestdeals.com',
    });
    expect(res.body.data.status).toBe('held');
    expect(await summary(book.uid)).toEqual(before);
    const page = await anon().get<Envelope<Page<ReviewItem>>>(`/api/public/books/${book.uid}/reviews`);
    expect(page.body.data.total).toBe(before.count);
    const listedToWriter = await client.get<Envelope<Page<ReviewItem & { held: boolean }>>>(
      `/api/public/books/${book.uid}/reviews`,
    );
    expect(listedToWriter.body.data.items.filter((r) => r.mine)).toEqual([
      expect.objectContaining({ held: true, rating: 1 }),
    ]);
    const own = await client.get<Envelope<{ review: { status: string } }>>(at(book.uid));
    expect(own.body.data.review.status).toBe('held');
  });

  it('withdraws a refunded buyer’s review from the figures and refuses a new one', async () => {
    const book = must(catalogue.books.startup);
    const { client, order } = await buyer(server, book);
    await put(client, at(book.uid), { rating: 5 });
    expect((await summary(book.uid)).count).toBe(1);
    const { client: operator } = await operatorClient(server);
    const refund = await operator.post(`/api/admin/orders/${order.id}/refund`, {
      reason: 'Bought twice by mistake.',
    });
    expect(refund.status).toBe(200);
    expect(await summary(book.uid)).toMatchObject({ average: 0, count: 0 });
    const mine = await client.get<Envelope<{ eligibility: { reason: string } }>>(at(book.uid));
    expect(mine.body.data.eligibility.reason).toBe('refunded');
    expect((await put(client, at(book.uid), { rating: 4 })).status).toBe(403);
    // Bought again: the review may be edited and counts again.
    const again = await server.db
      .selectFrom('orders')
      .select('user_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    await paidOrder(server, again.user_id, [{ id: book.id, price: 150_000 }]);
    expect((await put(client, at(book.uid), { rating: 4 })).status).toBe(200);
    expect(await summary(book.uid)).toMatchObject({ average: 4, count: 1 });
    expect(await figuresMismatch(server.db)).toEqual([]);
  });
});

describe('helpful votes and reports', () => {
  it('counts one vote per reader, never on one’s own, and shows the viewer’s votes', async () => {
    const book = must(catalogue.books.lagosAudio);
    const writer = await buyer(server, book);
    await put(writer.client, at(book.uid), { rating: 4, body: 'Good narration.' });
    const [review] = (await anon().get<Envelope<Page<ReviewItem>>>(`/api/public/books/${book.uid}/reviews`))
      .body.data.items;
    const reader = await signedIn(server, await createUser(server.db));
    const vote = `/api/user/reviews/${must(review).uid}/helpful`;
    expect((await put(reader, vote)).body).toMatchObject({ data: { helpful_count: 1, voted_helpful: true } });
    expect((await put(reader, vote)).body).toMatchObject({ data: { helpful_count: 1 } });
    expect((await put(writer.client, vote)).status).toBe(422);
    const seen = await reader.get<Envelope<Page<ReviewItem>>>(`/api/public/books/${book.uid}/reviews`);
    expect(seen.body.data.items[0]).toMatchObject({ voted_helpful: true, mine: false, helpful_count: 1 });
    expect(seen.headers.get('cache-control')).toContain('private');
    const own = await writer.client.get<Envelope<Page<ReviewItem>>>(`/api/public/books/${book.uid}/reviews`);
    expect(own.body.data.items[0]).toMatchObject({ voted_helpful: false, mine: true });
    expect((await reader.delete(vote)).body).toMatchObject({
      data: { helpful_count: 0, voted_helpful: false },
    });
  });

  it('takes a report with a reason from the list, one open per reader', async () => {
    const book = must(catalogue.books.lagosAudio);
    const [review] = (await anon().get<Envelope<Page<ReviewItem>>>(`/api/public/books/${book.uid}/reviews`))
      .body.data.items;
    const reader = await signedIn(server, await createUser(server.db));
    const reports = `/api/user/reviews/${must(review).uid}/reports`;
    const bad = await reader.post<{ errors: Record<string, string[]> }>(reports, {
      reason: 'boring',
      note: 'n'.repeat(501),
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).join()).toMatch(/reason/);
    expect(Object.keys(bad.body.errors).join()).toMatch(/note/);
    expect((await reader.post(reports, { reason: 'spoiler', note: 'Gives the ending away.' })).status).toBe(
      201,
    );
    expect((await reader.post(reports, { reason: 'spam' })).status).toBe(409);
  });
});

describe('the author’s view', () => {
  it('shows the author their books’ figures and newest reviews; the author page carries the average', async () => {
    const author = await createUser(server.db, { author: true });
    const book = await addPublishedBook(server.db, {
      uid: 'bk-author-view',
      title: 'Seen Pages',
      authorId: author.id,
    });
    for (const rating of [5, 3])
      await put((await buyer(server, book)).client, at('bk-author-view'), { rating });
    const client = await sellerClient(server, author);
    const res =
      await client.get<
        Envelope<{ summary: Summary; new_count: number; reviews: { book: { uid: string } }[] }>
      >('/api/user/selling/reviews');
    expect(res.status).toBe(200);
    const counted = await server.db
      .selectFrom('books')
      .select((eb) => eb.fn.sum<number>('rating_count').as('n'))
      .where('author_id', '=', author.id)
      .executeTakeFirstOrThrow();
    expect(res.body.data.summary).toMatchObject({ average: 4, count: 2 });
    expect(res.body.data.new_count).toBe(2);
    expect(res.body.data.summary.count).toBe(Number(counted.n));
    expect(res.body.data.reviews.length).toBeGreaterThan(0);
    const page = await anon().get<Envelope<{ rating: { average: number; count: number } }>>(
      `/api/public/authors/${author.username}`,
    );
    expect(page.body.data.rating.count).toBe(Number(counted.n));
    expect(page.body.data.rating.average).toBeCloseTo(res.body.data.summary.average, 1);
  });
});

describe('the database’s own guards', () => {
  it('refuses a vote on one’s own review, words past the limits and figures out of range', async () => {
    const book = must(catalogue.books.harmattan);
    const { user, client } = await buyer(server, book);
    await put(client, at(book.uid), { rating: 3 });
    const review = await server.db
      .selectFrom('reviews')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    await expect(
      server.db.insertInto('review_votes').values({ review_id: review.id, user_id: user.id }).execute(),
    ).rejects.toThrow(/own review/);
    await expect(
      server.db
        .updateTable('reviews')
        .set({ title: 't'.repeat(121) })
        .where('id', '=', review.id)
        .execute(),
    ).rejects.toThrow(/reviews_title_length/);
    await expect(
      server.db.updateTable('books').set({ rating_average: '5.5' }).where('id', '=', book.id).execute(),
    ).rejects.toThrow();
  });
});

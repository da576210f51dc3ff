import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { buyer, must } from '../../../test/review-support.ts';
import type { Envelope } from '../../../test/selling-support.ts';

/** Issue 42: writing, reporting and voting are throttled per reader (429 with Retry-After). */
const limit = (points: number) => ({ points, seconds: 3600 });
let server: TestServer;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer({
    limits: { reviewWritesPerUser: limit(2), reviewReportsPerUser: limit(1), reviewVotesPerUser: limit(2) },
  });
  catalogue = await seedCatalogue(server.db);
});
afterAll(() => server.close());

const write = (client: TestClient, uid: string, rating: number) =>
  client.request('PUT', `/api/user/reviews/books/${uid}`, { json: { rating } });

describe('review throttles', () => {
  it('refuses a reader’s third change within the hour, and leaves the figures as the two made them', async () => {
    const book = must(catalogue.books.lagosNoir);
    const { client } = await buyer(server, book);
    expect((await write(client, book.uid, 5)).status).toBe(200);
    expect((await write(client, book.uid, 4)).status).toBe(200);
    const third = await write(client, book.uid, 1);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
    const row = await server.db
      .selectFrom('books')
      .select('rating_count')
      .where('id', '=', book.id)
      .executeTakeFirstOrThrow();
    expect(row.rating_count).toBe(1);
    const review = await server.db
      .selectFrom('reviews')
      .select('rating')
      .where('book_id', '=', book.id)
      .executeTakeFirstOrThrow();
    expect(review.rating).toBe(4);
  });

  it('refuses too many votes and reports', async () => {
    const book = must(catalogue.books.harmattan);
    const writers = await Promise.all([buyer(server, book), buyer(server, book)]);
    for (const [i, w] of writers.entries()) await write(w.client, book.uid, i + 3);
    const page = await new TestClient(server.url).get<Envelope<{ items: { uid: string }[] }>>(
      `/api/public/books/${book.uid}/reviews`,
    );
    const [first, second] = page.body.data.items.map((r) => r.uid);
    const reader = await signedIn(server, await createUser(server.db));
    const vote = (uid: string | undefined) => reader.request('PUT', `/api/user/reviews/${must(uid)}/helpful`);
    expect((await vote(first)).status).toBe(200);
    expect((await vote(second)).status).toBe(200);
    expect((await vote(first)).status).toBe(429);
    const report = (uid: string | undefined) =>
      reader.post(`/api/user/reviews/${must(uid)}/reports`, { reason: 'other', note: 'Looks copied.' });
    expect((await report(first)).status).toBe(201);
    expect((await report(second)).status).toBe(429);
  });
});

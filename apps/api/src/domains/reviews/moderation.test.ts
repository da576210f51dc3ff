import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, operatorClient } from '../../../test/admin-support.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { sentMail, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { buyer, figuresMismatch, must } from '../../../test/review-support.ts';
import type { Envelope } from '../../../test/selling-support.ts';
import { mailReviewDigests } from './author-reviews.ts';

/** Issue 42: the operators' queue (reported and held reviews), hide and keep, the mails, the digest job. */
let server: TestServer;
let catalogue: Catalogue;
beforeAll(async () => {
  server = await startTestServer();
  catalogue = await seedCatalogue(server.db);
});
afterAll(() => server.close());

const write = (client: TestClient, uid: string, json: unknown) =>
  client.request('PUT', `/api/user/reviews/books/${uid}`, { json });

describe('the review queue', () => {
  it('hides a reported review at once (page and figures), audited and mailed; keeps a held one', async () => {
    const book = must(catalogue.books.lagosNoir);
    const writer = await buyer(server, book);
    await write(writer.client, book.uid, { rating: 1, title: 'Awful', body: 'Rude words here.' });
    const spammer = await buyer(server, book);
    await write(spammer.client, book.uid, { rating: 5, body: 'Read it free at www.example.org' });
    const [shown] = (
      await new TestClient(server.url).get<Envelope<{ items: { uid: string }[] }>>(
        `/api/public/books/${book.uid}/reviews`,
      )
    ).body.data.items;
    const reporter = await buyer(server, must(catalogue.books.harmattan));
    expect(
      (await reporter.client.post(`/api/user/reviews/${must(shown).uid}/reports`, { reason: 'offensive' }))
        .status,
    ).toBe(201);

    const { client: operator } = await operatorClient(server);
    const queue =
      await operator.get<
        Envelope<{ items: { uid: string; held: boolean; reports: { reason: string }[] }[] }>
      >('/api/admin/reader_reviews');
    expect(queue.body.data.items.map((i) => [i.held, i.reports.map((r) => r.reason)])).toEqual([
      [false, ['offensive']],
      [true, []],
    ]);
    expect(
      (await operator.post(`/api/admin/reader_reviews/${must(shown).uid}/hide`, { reason: '' })).status,
    ).toBe(422);
    const hidden = await operator.post(`/api/admin/reader_reviews/${must(shown).uid}/hide`, {
      reason: 'Insults, not a review.',
    });
    expect(hidden.status).toBe(200);
    expect(
      (await operator.post(`/api/admin/reader_reviews/${must(shown).uid}/hide`, { reason: 'Again.' })).status,
    ).toBe(409);
    const page = await new TestClient(server.url).get<Envelope<{ total: number }>>(
      `/api/public/books/${book.uid}/reviews`,
    );
    expect(page.body.data.total).toBe(0);
    const figures = await server.db
      .selectFrom('books')
      .select(['rating_count'])
      .where('id', '=', book.id)
      .executeTakeFirstOrThrow();
    expect(figures.rating_count).toBe(0);
    expect((await auditOf(server.db, 'review', must(shown).uid)).map((a) => a.action)).toEqual([
      'review.hide',
    ]);
    const mails = await sentMail(server, { to: writer.user.email });
    expect(
      mails.some((m) => m.subject.includes('was hidden') && m.text_body.includes('Insults, not a review.')),
    ).toBe(true);

    const held = must(queue.body.data.items[1]).uid;
    expect((await operator.post(`/api/admin/reader_reviews/${held}/keep`, {})).status).toBe(200);
    const after = await server.db
      .selectFrom('books')
      .select(['rating_count', 'rating_average'])
      .where('id', '=', book.id)
      .executeTakeFirstOrThrow();
    expect([after.rating_count, Number(after.rating_average)]).toEqual([1, 5]);
    expect(await figuresMismatch(server.db)).toEqual([]);
  });

  it('refuses the queue to readers', async () => {
    const reader = await buyer(server, must(catalogue.books.ledger));
    expect((await reader.client.get('/api/admin/reader_reviews')).status).toBe(403);
  });
});

describe('the authors’ digest', () => {
  it('mails each author their new reviews once', async () => {
    await server.db.updateTable('reviews').set({ digested_at: new Date() }).execute();
    const book = must(catalogue.books.market);
    await write((await buyer(server, book)).client, book.uid, { rating: 4, title: 'Handy' });
    expect(await mailReviewDigests(server.deps)).toBe(1);
    expect(await mailReviewDigests(server.deps)).toBe(0);
  });
});

describe('with the public answer caches on (PUBLIC_CACHE_SECONDS, as in production)', () => {
  it('a written, hidden or deleted review shows at once: the caches of reads and pages are emptied', async () => {
    const cached = await startTestServer({ env: { PUBLIC_CACHE_SECONDS: '300' } });
    try {
      const books = await seedCatalogue(cached.db);
      const book = must(books.books.lagosNoir);
      const visitor = new TestClient(cached.url);
      const count = async () =>
        (await visitor.get<Envelope<{ count: number }>>(`/api/public/books/${book.uid}/reviews/summary`)).body
          .data.count;
      const listed = async () =>
        (
          await visitor.get<Envelope<{ items: { uid: string }[] }>>(`/api/public/books/${book.uid}/reviews`)
        ).body.data.items.map((item) => item.uid);
      // Read once, so both answers are in the cache for five minutes.
      const before = await count();
      expect(await listed()).toEqual([]);

      const writer = await buyer(cached, book);
      expect((await write(writer.client, book.uid, { rating: 2, body: 'Not for me.' })).status).toBe(200);
      expect(await count()).toBe(before + 1);
      const [uid = ''] = await listed();
      expect(uid).not.toBe('');

      const reporter = await buyer(cached, must(books.books.harmattan));
      await reporter.client.post(`/api/user/reviews/${uid}/reports`, { reason: 'spam' });
      const { client: operator } = await operatorClient(cached);
      expect(
        (await operator.post(`/api/admin/reader_reviews/${uid}/hide`, { reason: 'Advertising.' })).status,
      ).toBe(200);
      expect(await listed()).toEqual([]);
      expect(await count()).toBe(before);
    } finally {
      await cached.close();
    }
  });
});

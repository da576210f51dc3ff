import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, startTestServer, type TestServer } from '../../../test/helpers.ts';
import { buyer, figuresMismatch, must } from '../../../test/review-support.ts';
import { saveReview, voteHelpful } from './reviews.ts';

// Issue 42: on the PostgreSQL server (several connections), simultaneous reviews of one book, edits and
// votes lose nothing: the figures and helpful counts equal a recount afterwards.
const onServer = Boolean(process.env.DATABASE_URL);
let server: TestServer;
let catalogue: Catalogue;

describe.runIf(onServer)('races on the PostgreSQL server', () => {
  beforeAll(async () => {
    server = await startTestServer({ limits: { reviewWritesPerUser: { points: 1000, seconds: 60 } } });
    catalogue = await seedCatalogue(server.db);
  });
  afterAll(() => server.close());

  it('keeps the figures exact under simultaneous reviews and edits of one book', async () => {
    const book = must(catalogue.books.harmattan);
    const readers = await Promise.all(Array.from({ length: 16 }, () => buyer(server, book)));
    await Promise.all(
      readers.map((r, i) =>
        saveReview(server.deps, r.user.id, book.uid, { rating: (i % 5) + 1, title: null, body: null }),
      ),
    );
    await Promise.all(
      readers.map((r, i) =>
        saveReview(server.deps, r.user.id, book.uid, { rating: 5 - (i % 5), title: 'Edited', body: null }),
      ),
    );
    const row = await server.db
      .selectFrom('books')
      .select(['rating_count', 'rating_average'])
      .where('id', '=', book.id)
      .executeTakeFirstOrThrow();
    expect(row.rating_count).toBe(16);
    expect(await figuresMismatch(server.db)).toEqual([]);
  });

  it('counts every simultaneous helpful vote once', async () => {
    const book = must(catalogue.books.ledger);
    const writer = await buyer(server, book);
    const review = await saveReview(server.deps, writer.user.id, book.uid, {
      rating: 4,
      title: null,
      body: 'Fine.',
    });
    const voters = await Promise.all(Array.from({ length: 20 }, () => createUser(server.db)));
    await Promise.all(
      voters.flatMap((v) => [
        voteHelpful(server.deps, v.id, review.uid),
        voteHelpful(server.deps, v.id, review.uid),
      ]),
    );
    const votes = await server.db
      .selectFrom('review_votes')
      .select('user_id')
      .where('review_id', '=', review.id)
      .execute();
    const stored = await server.db
      .selectFrom('reviews')
      .select('helpful_count')
      .where('id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect([votes.length, stored.helpful_count]).toEqual([20, 20]);
  });
});

describe.skipIf(onServer)('races (embedded database)', () => {
  it('run on the PostgreSQL server only: PGlite serves one connection', () => {
    expect(onServer).toBe(false);
  });
});

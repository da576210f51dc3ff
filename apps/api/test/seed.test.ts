import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Email, Phone, Username } from '@bookstore/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type DbHandle } from '../src/db/index.ts';
import { isValidIsbn13 } from '../src/seed/content/isbn.ts';
import { seed, seedIfEmpty, type SeedResult } from '../src/seed/index.ts';
import { freshDatabase } from './helpers.ts';
import { BOOKS, NOW, firstTitles, seedWithMedia, seededDatabase } from './seed-support.ts';
import { figuresMismatch, reviewsWithoutPurchase } from './review-support.ts';

let handle: DbHandle;
let drop: () => Promise<void>;
let mediaDir: string;
let result: SeedResult;

beforeAll(async () => {
  ({ handle, drop } = await freshDatabase());
  ({ mediaDir, result } = await seedWithMedia(handle));
});

afterAll(async () => {
  await drop();
  rmSync(mediaDir, { recursive: true, force: true });
});

// Seeding takes seconds, more on a busy machine: the tests that seed again get a longer timeout.
describe('seed: determinism', () => {
  it('gives the same catalogue for the same seed and a different one for another seed', async () => {
    const same = await seededDatabase(1);
    const other = await seededDatabase(2);
    try {
      const titles = await firstTitles(handle);
      expect(titles).toHaveLength(60);
      expect(await firstTitles(same.handle)).toEqual(titles);
      expect(await firstTitles(other.handle)).not.toEqual(titles);
    } finally {
      await same.drop();
      await other.drop();
    }
  }, 120_000);
});

describe('seed: catalogue', () => {
  it('inserts the requested number of books of all three types', async () => {
    expect(result.books).toBe(BOOKS);
    const byType = await handle.db
      .selectFrom('books')
      .select(['type', handle.db.fn.countAll<number>().as('n')])
      .groupBy('type')
      .execute();
    const counts = Object.fromEntries(byType.map((r) => [r.type, Number(r.n)]));
    expect(Object.keys(counts).sort()).toEqual(['audiobook', 'ebook', 'printbook']);
    for (const n of Object.values(counts)) expect(n).toBeGreaterThan(BOOKS / 10);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(BOOKS);
  });

  it('has 10+ categories, each with sub-categories, some flagged new', async () => {
    const categories = await handle.db.selectFrom('categories').select(['id', 'cover_path']).execute();
    expect(categories.length).toBeGreaterThanOrEqual(10);
    const subs = await handle.db.selectFrom('sub_categories').select(['category_id', 'is_new']).execute();
    for (const c of categories)
      expect(subs.filter((s) => s.category_id === c.id).length).toBeGreaterThanOrEqual(4);
    expect(subs.some((s) => s.is_new)).toBe(true);
    expect(subs.some((s) => !s.is_new)).toBe(true);
  });

  it('has at least six countries with currencies and states, Nigeria first', async () => {
    const countries = await handle.db.selectFrom('countries').selectAll().orderBy('position').execute();
    expect(countries.length).toBeGreaterThanOrEqual(6);
    expect(countries[0]).toMatchObject({ code: 'ng', currency_code: 'NGN', currency_symbol: '₦' });
    expect(countries.map((c) => c.code)).toEqual(expect.arrayContaining(['gh', 'ke', 'za', 'gb', 'us']));
    const states = await handle.db
      .selectFrom('states')
      .select(['country_code', 'delivery_base_fee'])
      .execute();
    for (const c of countries)
      expect(states.filter((s) => s.country_code === c.code).length).toBeGreaterThan(0);
    expect(states.filter((s) => s.country_code === 'ng')).toHaveLength(37);
    for (const c of countries) expect(readFileSync(path.join(mediaDir, c.icon), 'utf8')).toMatch(/^<svg /);
  });

  it('prices every book in every country, print books dearer than ebooks', async () => {
    const countries = await handle.db.selectFrom('countries').select('code').execute();
    const missing = await handle.db
      .selectFrom('books')
      .crossJoin('countries')
      .leftJoin('book_prices', (join) =>
        join
          .onRef('book_prices.book_id', '=', 'books.id')
          .onRef('book_prices.country_code', '=', 'countries.code'),
      )
      .where('book_prices.amount', 'is', null)
      .select(['books.id', 'countries.code'])
      .execute();
    expect(missing).toEqual([]);
    const total = await handle.db
      .selectFrom('book_prices')
      .select(handle.db.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(total?.n)).toBe(BOOKS * countries.length);
    const averages = await handle.db
      .selectFrom('book_prices')
      .innerJoin('books', 'books.id', 'book_prices.book_id')
      .select([
        'book_prices.country_code',
        'books.type',
        handle.db.fn.avg<number>('book_prices.amount').as('avg'),
      ])
      .groupBy(['book_prices.country_code', 'books.type'])
      .execute();
    for (const { code } of countries) {
      const avg = (type: string) =>
        Number(averages.find((a) => a.country_code === code && a.type === type)?.avg);
      expect(avg('printbook')).toBeGreaterThan(avg('ebook'));
      expect(avg('ebook')).toBeGreaterThan(0);
    }
    // Naira prices are whole ₦50 steps; pound prices end in .99.
    const ng = await handle.db
      .selectFrom('book_prices')
      .select('amount')
      .where('country_code', '=', 'ng')
      .execute();
    expect(ng.every((p) => p.amount % 5000 === 0)).toBe(true);
    const gb = await handle.db
      .selectFrom('book_prices')
      .select('amount')
      .where('country_code', '=', 'gb')
      .execute();
    expect(gb.every((p) => p.amount % 100 === 99)).toBe(true);
  });

  it('gives each title to one author, repeated only as that author’s other formats', async () => {
    const shared = await handle.db
      .selectFrom('books')
      .select(['title', handle.db.fn.count<number>('author_id').distinct().as('authors')])
      .groupBy('title')
      .having(handle.db.fn.count('author_id').distinct(), '>', 1)
      .execute();
    expect(shared).toEqual([]);
    const editions = await handle.db
      .selectFrom('books')
      .select([
        'title',
        'author_id',
        handle.db.fn.count<number>('type').distinct().as('types'),
        handle.db.fn.countAll<number>().as('n'),
      ])
      .groupBy(['title', 'author_id'])
      .having(handle.db.fn.countAll(), '>', 1)
      .execute();
    expect(editions.length).toBeGreaterThan(0);
    for (const e of editions) expect(Number(e.types)).toBe(Number(e.n));
  });

  it('gives valid ISBN-13 check digits', async () => {
    const rows = await handle.db.selectFrom('books').select('isbn').where('isbn', 'is not', null).execute();
    expect(rows.length).toBeGreaterThan(BOOKS / 2);
    const invalid = rows.filter((r) => !isValidIsbn13(r.isbn ?? ''));
    expect(invalid).toEqual([]);
    expect(isValidIsbn13('978-0-306-40615-7')).toBe(true);
    expect(isValidIsbn13('978-0-306-40615-6')).toBe(false);
  });

  it('has curated lists with covers and books, and 30+ voiceover artists with offers, demos and characteristics', async () => {
    const lists = await handle.db
      .selectFrom('lists')
      .leftJoin('list_books', 'list_books.list_id', 'lists.id')
      .select(['lists.id', 'lists.cover_path', handle.db.fn.count<number>('list_books.book_id').as('n')])
      .groupBy(['lists.id', 'lists.cover_path'])
      .execute();
    expect(lists.length).toBeGreaterThanOrEqual(6);
    for (const l of lists) {
      expect(Number(l.n)).toBeGreaterThan(0);
      expect(readFileSync(path.join(mediaDir, l.cover_path ?? ''), 'utf8')).toContain('<svg');
    }
    const artists = await handle.db.selectFrom('voiceover_artists').select('user_id').execute();
    expect(artists.length).toBeGreaterThanOrEqual(30);
    for (const table of [
      'voiceover_offers',
      'voiceover_demos',
      'voiceover_artist_accents',
      'voiceover_artist_languages',
      'voiceover_artist_ages',
    ] as const) {
      const owners = await handle.db.selectFrom(table).select('voiceover_artist_id').distinct().execute();
      expect(owners.length, table).toBe(artists.length);
    }
    const banks = await handle.db.selectFrom('payout_banks').select('country_code').distinct().execute();
    expect(banks.length).toBeGreaterThanOrEqual(6);
  });

  it('fills the reference tables the API reads at run time, consistent with the seeded prices', async () => {
    const countries = await handle.db
      .selectFrom('countries as c')
      .leftJoin('price_levels as pl', 'pl.country_code', 'c.code')
      .leftJoin('bank_account_formats as f', 'f.country_code', 'c.code')
      .select(['c.code', 'pl.ebook_base', 'pl.price_step', 'pl.charm_pricing', 'f.account_number_length'])
      .execute();
    expect(countries).toHaveLength(6);
    for (const country of countries) {
      expect(country.ebook_base, country.code).toBeGreaterThan(0);
      expect(country.price_step, country.code).toBeGreaterThan(0);
      expect(country.account_number_length, country.code).toBeGreaterThanOrEqual(8);
      const names = await handle.db
        .selectFrom('account_holder_names')
        .select(['part', (eb) => eb.fn.countAll<number>().as('n')])
        .where('country_code', '=', country.code)
        .groupBy('part')
        .execute();
      expect(names.map((n) => n.part).sort(), country.code).toEqual(['family', 'given']);
      // Every seeded price follows the country's rounding habits as the table states them.
      const offStep = await handle.db
        .selectFrom('book_prices')
        .select('amount')
        .where('country_code', '=', country.code)
        .where('amount', '>', 0)
        .execute();
      const step = country.price_step ?? 1;
      const charm = country.charm_pricing ? 1 : 0;
      expect(
        offStep.filter((p) => (p.amount + charm) % step !== 0),
        country.code,
      ).toEqual([]);
    }
  });

  it('keeps ratings, sales counts and authors consistent with the rows behind them', async () => {
    // Issue 42: the figures are computed from the reviews, each written by a buyer of the book.
    expect(await figuresMismatch(handle.db)).toEqual([]);
    expect(await reviewsWithoutPurchase(handle.db)).toEqual([]);
    const rated = await handle.db.selectFrom('books').select('id').where('rating_count', '>', 0).execute();
    expect(rated.length).toBeGreaterThan(10);
    const voted = await handle.db.selectFrom('review_votes').select('review_id').limit(1).execute();
    expect(voted.length).toBe(1);
    const authorsWithoutProfile = await handle.db
      .selectFrom('books')
      .innerJoin('users', 'users.id', 'books.author_id')
      .leftJoin('author_profiles', 'author_profiles.user_id', 'users.id')
      .where((eb) => eb.or([eb('users.is_author', '=', false), eb('author_profiles.user_id', 'is', null)]))
      .select('books.id')
      .execute();
    expect(authorsWithoutProfile).toEqual([]);
  });
});

describe('seed: fits the contract', () => {
  it('gives users usernames, emails and phones the contract accepts', async () => {
    const users = await handle.db.selectFrom('users').select(['username', 'email', 'phone']).execute();
    expect(users.length).toBeGreaterThan(100);
    expect(new Set(users.map((u) => u.username.toLowerCase())).size).toBe(users.length);
    for (const u of users) {
      expect(Username.safeParse(u.username).success, u.username).toBe(true);
      expect(Email.safeParse(u.email).success, u.email).toBe(true);
      expect(Phone.safeParse(u.phone).success, u.phone ?? 'null').toBe(true);
    }
  });
});
describe('seedIfEmpty', () => {
  it('leaves a seeded database alone, and seed() refuses to seed twice', async () => {
    expect(await seedIfEmpty(handle.db, { mediaDir: null })).toBeNull();
    await expect(seed(handle.db, { books: 60, mediaDir: null })).rejects.toThrow(/already has a catalogue/);
  });

  it('seeds once when two processes start together', async () => {
    const fresh = await freshDatabase();
    try {
      await migrate(fresh.handle);
      const options = { books: 60, mediaDir: null, now: NOW, log: () => {} };
      const results = await Promise.all([
        seedIfEmpty(fresh.handle.db, options),
        seedIfEmpty(fresh.handle.db, options),
      ]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      const books = await fresh.handle.db.selectFrom('books').select('id').execute();
      expect(books).toHaveLength(60);
    } finally {
      await fresh.drop();
    }
  }, 120_000);
});

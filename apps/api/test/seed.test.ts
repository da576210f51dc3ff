import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Email, Phone, Username } from '@bookstore/api-client/contract';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/crypto.ts';
import { migrate, type DbHandle } from '../src/db/index.ts';
import { isValidIsbn13 } from '../src/seed/content/isbn.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed, seedIfEmpty, type SeedResult } from '../src/seed/index.ts';
import { parseWavHeader } from '../src/seed/media/wav.ts';
import { freshDatabase } from './helpers.ts';

const BOOKS = 300;
const NOW = new Date('2026-06-15T12:00:00Z');

let handle: DbHandle;
let drop: () => Promise<void>;
let mediaDir: string;
let result: SeedResult;

async function seededDatabase(seedValue: number) {
  const fresh = await freshDatabase();
  await migrate(fresh.handle);
  await seed(fresh.handle.db, { books: BOOKS, seed: seedValue, mediaDir: null, now: NOW });
  return fresh;
}

async function firstTitles(h: DbHandle): Promise<string[]> {
  const rows = await h.db.selectFrom('books').select('title').orderBy('id').limit(60).execute();
  return rows.map((r) => r.title);
}

beforeAll(async () => {
  ({ handle, drop } = await freshDatabase());
  await migrate(handle);
  mediaDir = mkdtempSync(path.join(tmpdir(), 'bookstore-seed-test-'));
  result = await seed(handle.db, { books: BOOKS, seed: 1, mediaDir, now: NOW });
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
    const mismatched = await handle.db
      .selectFrom('books')
      .leftJoin('ratings', 'ratings.book_id', 'books.id')
      .select(['books.id', 'books.rating_count', handle.db.fn.count<number>('ratings.id').as('n')])
      .groupBy(['books.id', 'books.rating_count'])
      .execute();
    expect(mismatched.filter((r) => Number(r.n) !== r.rating_count)).toEqual([]);
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

describe('seed: media files', () => {
  it('writes an SVG cover per book with its title', async () => {
    const books = await handle.db
      .selectFrom('books')
      .select(['title', 'cover_path'])
      .where('cover_path', 'like', '%.svg')
      .orderBy('id')
      .limit(30)
      .execute();
    expect(books).toHaveLength(30);
    for (const b of books) {
      expect(b.cover_path).toMatch(/^seed\/covers\//);
      const svg = readFileSync(path.join(mediaDir, b.cover_path ?? ''), 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain(b.title.replace(/&/g, '&amp;').replace(/'/g, '&apos;'));
    }
  });

  it('writes generated ebooks as valid EPUB 3: mimetype stored first, container -> OPF -> nav', async () => {
    const book = await handle.db
      .selectFrom('books')
      .select(['title', 'file_path', 'file_size_bytes'])
      .where('type', '=', 'ebook')
      .where('file_path', 'like', 'seed/ebooks/%')
      .where('publisher', 'not in', ['Project Gutenberg', 'W3C EPUB 3 Community Group'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const bytes = new Uint8Array(readFileSync(path.join(mediaDir, book.file_path ?? '')));
    expect(bytes.byteLength).toBe(book.file_size_bytes);
    // OCF: the first local file header is "mimetype", stored (method 0), no extra field.
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    expect(view.getUint32(0, true)).toBe(0x04034b50);
    expect(view.getUint16(8, true)).toBe(0);
    expect(strFromU8(bytes.subarray(30, 38))).toBe('mimetype');
    expect(view.getUint16(28, true)).toBe(0);
    expect(strFromU8(bytes.subarray(38, 58))).toBe('application/epub+zip');

    const files = unzipSync(bytes);
    const text = (name: string) => {
      const file = files[name];
      if (!file) throw new Error(`missing ${name}`);
      return strFromU8(file);
    };
    const opfPath = /full-path="([^"]+)"/.exec(text('META-INF/container.xml'))?.[1] ?? '';
    const opf = text(opfPath);
    expect(opf).toContain(
      `<dc:title>${book.title.replace(/&/g, '&amp;').replace(/'/g, '&apos;')}</dc:title>`,
    );
    const base = path.posix.dirname(opfPath);
    const navHref = /<item [^>]*href="([^"]+)"[^>]*properties="nav"/.exec(opf)?.[1] ?? '';
    const nav = text(path.posix.join(base, navHref));
    expect(nav).toContain('epub:type="toc"');
    const chapterHrefs = [...nav.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(chapterHrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of chapterHrefs) {
      expect(opf).toContain(`href="${href}"`);
      const chapter = text(path.posix.join(base, href));
      expect(chapter).toMatch(/<p[ >]/);
    }
    // Every spine item is in the manifest.
    const manifest = new Set([...opf.matchAll(/<item id="([^"]+)"/g)].map((m) => m[1]));
    for (const [, idref] of opf.matchAll(/<itemref idref="([^"]+)"/g)) expect(manifest.has(idref)).toBe(true);
  });

  it('uses the two real EPUB fixtures for their books, with credit', async () => {
    const real = await handle.db
      .selectFrom('books')
      .innerJoin('users', 'users.id', 'books.author_id')
      .select(['books.title', 'books.file_path', 'books.description', 'books.cover_path', 'users.last_name'])
      .where('books.title', 'in', ["Children's Literature", 'The Waste Land'])
      .orderBy('books.title')
      .execute();
    expect(real.map((b) => [b.title, b.last_name])).toEqual([
      ["Children's Literature", 'Curry'],
      ['The Waste Land', 'Eliot'],
    ]);
    const fixtures = path.join(import.meta.dirname, '..', 'src', 'seed', 'assets');
    for (const [book, file] of [
      [real[0], 'childrens-literature.epub'],
      [real[1], 'wasteland.epub'],
    ] as const) {
      expect(book?.description).toContain('W3C EPUB 3 Community Group');
      const copied = readFileSync(path.join(mediaDir, book?.file_path ?? ''));
      expect(copied.equals(readFileSync(path.join(fixtures, file)))).toBe(true);
      expect(readFileSync(path.join(mediaDir, book?.cover_path ?? '')).byteLength).toBeGreaterThan(10_000);
    }
  });

  it('gives audiobooks a sample and tracks as valid 16 kHz mono WAV files', async () => {
    const audiobooks = await handle.db
      .selectFrom('books')
      .select(['id', 'sample_path'])
      .where('type', '=', 'audiobook')
      .execute();
    expect(audiobooks.every((b) => b.sample_path)).toBe(true);
    const samples = new Set(audiobooks.map((b) => b.sample_path));
    expect(samples.size).toBeGreaterThan(5);
    const [first] = audiobooks;
    const info = parseWavHeader(new Uint8Array(readFileSync(path.join(mediaDir, first?.sample_path ?? ''))));
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16, durationSeconds: 4 });
    const tracks = await handle.db
      .selectFrom('book_audio_files')
      .selectAll()
      .where('book_id', '=', first?.id ?? 0)
      .execute();
    expect(tracks.length).toBeGreaterThanOrEqual(2);
    for (const track of tracks) {
      const bytes = new Uint8Array(readFileSync(path.join(mediaDir, track.file_path)));
      expect(bytes.byteLength).toBe(track.size_bytes);
      expect(parseWavHeader(bytes).durationSeconds).toBe(track.duration_seconds);
    }
    // Different clips really sound different.
    const a = readFileSync(path.join(mediaDir, [...samples][0] ?? ''));
    const b = readFileSync(path.join(mediaDir, [...samples][1] ?? ''));
    expect(a.equals(b)).toBe(false);
  });
});

describe('seed: demo accounts', () => {
  const user = (email: string) =>
    handle.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('creates every demo account with a verified email, its roles and the documented password', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const row = await user(account.email);
      expect(row.username).toBe(account.username);
      expect(row.email_verified_at).not.toBeNull();
      expect(row.is_author).toBe(account.author);
      expect(row.is_voiceover_artist).toBe(account.voiceoverArtist);
      expect(row.is_operator).toBe('operator' in account && account.operator);
    }
    const shopper = await user(DEMO_ACCOUNTS.shopper.email);
    expect(await verifyPassword(DEMO_PASSWORD, shopper.password_hash)).toBe(true);
    expect(await verifyPassword('wrong-password', shopper.password_hash)).toBe(false);
  });

  it('gives the shopper a primary address, a paid order and library items', async () => {
    const shopper = await user(DEMO_ACCOUNTS.shopper.email);
    const addresses = await handle.db
      .selectFrom('delivery_addresses')
      .selectAll()
      .where('user_id', '=', shopper.id)
      .execute();
    expect(addresses.filter((a) => a.is_primary)).toHaveLength(1);
    const orders = await handle.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', shopper.id)
      .execute();
    expect(orders.map((o) => o.status).sort()).toEqual(['completed', 'delivered', 'pending_payment']);
    const delivered = orders.find((o) => o.status === 'delivered');
    expect(delivered?.delivery_fee_amount).toBeGreaterThan(0);
    expect(delivered?.total_amount).toBe(
      (delivered?.subtotal_amount ?? 0) + (delivered?.delivery_fee_amount ?? 0),
    );
    const library = await handle.db
      .selectFrom('library_items')
      .selectAll()
      .where('user_id', '=', shopper.id)
      .execute();
    expect(library).toHaveLength(4);
    const payments = await handle.db
      .selectFrom('payments')
      .select('status')
      .where('user_id', '=', shopper.id)
      .execute();
    expect(payments.map((p) => p.status)).toContain('successful');
  });

  it('has the review queue hold books sent in the last weeks, not years ago (issue 39)', async () => {
    const waiting = await handle.db
      .selectFrom('books')
      .select(['submitted_at', 'created_at'])
      .where('review_kind', '=', 'pre_publication')
      .execute();
    expect(waiting.length).toBeGreaterThan(1);
    const daysAgo = (date: Date | string | null) =>
      (NOW.getTime() - new Date(date ?? 0).getTime()) / 86_400_000;
    for (const book of waiting) {
      expect(daysAgo(book.submitted_at)).toBeGreaterThan(0);
      expect(daysAgo(book.submitted_at)).toBeLessThan(21);
      expect(daysAgo(book.created_at)).toBeGreaterThan(daysAgo(book.submitted_at));
    }
  });

  it('gives the author published books, sales to others, revenue, a withdrawal and a bank account', async () => {
    const author = await user(DEMO_ACCOUNTS.author.email);
    const books = await handle.db
      .selectFrom('books')
      .select(['type', 'status', 'review_kind', 'submitted_at'])
      .where('author_id', '=', author.id)
      .execute();
    expect(new Set(books.filter((b) => b.status === 'published').map((b) => b.type))).toEqual(
      new Set(['ebook', 'audiobook', 'printbook']),
    );
    // Issue 28: the book in review waits in the operators' queue, with the date it was submitted.
    const inReview = books.filter((b) => b.status === 'in_review');
    expect(inReview.length).toBeGreaterThan(0);
    expect(inReview.every((b) => b.review_kind === 'pre_publication' && b.submitted_at !== null)).toBe(true);
    expect(books.filter((b) => b.status === 'published').every((b) => b.review_kind === null)).toBe(true);
    const sales = await handle.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['orders.user_id'])
      .where('order_items.seller_id', '=', author.id)
      .where('orders.status', '!=', 'cancelled')
      .execute();
    expect(sales.length).toBeGreaterThan(20);
    expect(sales.every((s) => s.user_id !== author.id)).toBe(true);
    const ledger = await handle.db
      .selectFrom('revenues')
      .select(['kind', 'amount'])
      .where('user_id', '=', author.id)
      .execute();
    const balance = ledger.reduce((sum, r) => sum + r.amount, 0);
    expect(ledger.some((r) => r.kind === 'withdrawal')).toBe(true);
    expect(balance).toBeGreaterThan(0);
    const banks = await handle.db
      .selectFrom('bank_accounts')
      .selectAll()
      .where('user_id', '=', author.id)
      .execute();
    expect(banks.filter((b) => b.is_default)).toHaveLength(1);
  });

  it('gives the voiceover artist offers and jobs, and the creator both roles', async () => {
    const voice = await user(DEMO_ACCOUNTS.voiceover.email);
    const offers = await handle.db
      .selectFrom('voiceover_offers')
      .select('id')
      .where('voiceover_artist_id', '=', voice.id)
      .execute();
    expect(offers.length).toBeGreaterThanOrEqual(3);
    const jobs = await handle.db
      .selectFrom('voiceover_jobs')
      .select('status')
      .where('voiceover_artist_id', '=', voice.id)
      .execute();
    expect(new Set(jobs.map((j) => j.status))).toEqual(
      new Set(['pending', 'in_progress', 'delivered', 'completed']),
    );
    const creator = await user(DEMO_ACCOUNTS.both.email);
    const profile = await handle.db
      .selectFrom('voiceover_artists')
      .select('status')
      .where('user_id', '=', creator.id)
      .executeTakeFirst();
    expect(profile?.status).toBe('approved');
    const creatorBooks = await handle.db
      .selectFrom('books')
      .select('id')
      .where('author_id', '=', creator.id)
      .execute();
    expect(creatorBooks.length).toBeGreaterThan(0);
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

import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/crypto.ts';
import type { DbHandle } from '../src/db/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/index.ts';
import { parseWavHeader } from '../src/seed/media/wav.ts';
import { freshDatabase } from './helpers.ts';
import { NOW, seedWithMedia } from './seed-support.ts';

let handle: DbHandle;
let drop: () => Promise<void>;
let mediaDir: string;

beforeAll(async () => {
  ({ handle, drop } = await freshDatabase());
  ({ mediaDir } = await seedWithMedia(handle));
});

afterAll(async () => {
  await drop();
  rmSync(mediaDir, { recursive: true, force: true });
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

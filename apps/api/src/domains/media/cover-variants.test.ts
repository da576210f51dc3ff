/**
 * Responsive covers (issue 26): a raster cover set or replaced through the seller's call queues the
 * `covers.variants` job in the same transaction; the worker writes WebP copies at the fixed widths
 * narrower than the original beside it, and the book's answers name them as `cover_srcset`.
 */
import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_WIDTHS, coverVariantKey } from '../../media/cover-variants.ts';
import { COVER_VARIANTS_JOB, enqueueCoverVariants, writeCoverVariants } from './cover-variants.ts';
import { runAdmin } from '../../cli/admin.ts';
import { createMailer } from '../../mail/mailer.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { seedPriceLevels, sellerClient, upload, type Envelope } from '../../../test/selling-support.ts';

interface BookAnswer {
  uid: string;
  cover_path: string;
  cover_srcset: string | null;
}

let server: TestServer;
let catalogue: Catalogue;
let seller: TestClient;
const visitor = () => new TestClient(server.url);

/** A cover image of `width` × `height` px in `format`, made here (a gradient, so it is not trivially small). */
async function coverImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp',
): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

const mediaKey = (url: string): string => url.replace(/^\/media\//, '');

/** The srcset's candidates as `{ key, width }` (the URL's media key and its `w` descriptor). */
function candidates(srcset: string): { key: string; width: number }[] {
  return srcset.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    expect(descriptor).toMatch(/^\d+w$/);
    return { key: mediaKey(url), width: Number.parseInt(descriptor, 10) };
  });
}

async function publicBook(uid: string): Promise<BookAnswer> {
  const res = await visitor().get<Envelope<BookAnswer>>(`/api/public/books/${uid}?country=ng`);
  expect(res.status).toBe(200);
  return res.body.data;
}

async function changeCover(uid: string, bytes: Uint8Array, type: string, name: string): Promise<void> {
  const res = await seller.request('POST', `/api/user/selling/books/${uid}/change_cover`, {
    form: upload('cover', bytes, type, name),
  });
  expect(res.status).toBe(200);
}

const queuedVariantJobs = async () =>
  (
    await server.db
      .selectFrom('jobs')
      .select('payload')
      .where('name', '=', COVER_VARIANTS_JOB)
      .where('status', '=', 'queued')
      .execute()
  ).length;

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await seedCatalogue(server.db);
  await seedPriceLevels(server.db);
  const author = await createUser(server.db, { author: true, country: 'ng' });
  // The catalogue's published books become this seller's, so the public calls show what they upload;
  // approved by operators, they make the seller trusted, so a new cover goes live at once (issue 41:
  // an untrusted author's change waits for review, book-versions.test.ts).
  await server.db.updateTable('books').set({ author_id: author.id, approved_at: new Date() }).execute();
  seller = await sellerClient(server, author);
}, 60_000);
afterAll(() => server.close());

describe('cover variants', () => {
  it('writes WebP copies at the widths narrower than an uploaded cover and answers them as a srcset', async () => {
    const book = Object.values(catalogue.books)[0];
    if (!book) throw new Error('The fixture has no book');
    await changeCover(book.uid, await coverImage(1000, 1500, 'jpeg'), 'image/jpeg', 'cover.jpg');
    // The job is queued with the change; until it runs the book has the original only.
    expect(await queuedVariantJobs()).toBe(1);
    const before = await publicBook(book.uid);
    expect(before.cover_path).toMatch(/^\/media\/covers\/uploaded\/[0-9a-f]+\.jpg$/);
    expect(before.cover_srcset).toBeNull();

    expect(await server.drain()).toBeGreaterThan(0);
    const after = await publicBook(book.uid);
    const sources = candidates(after.cover_srcset ?? '');
    expect(sources.map((s) => s.width)).toEqual([...COVER_WIDTHS]);
    const original = mediaKey(after.cover_path);
    for (const { key, width } of sources) {
      expect(key).toBe(coverVariantKey(original, width));
      const meta = await sharp(readFileSync(server.deps.media.resolve(key))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width * 1.5 });
    }
    // Served from /media as WebP.
    const served = await fetch(`${server.url}/media/${sources[0]?.key ?? ''}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    // Listings carry it too (a card reads the widths with its row).
    const listing = await visitor().get<Envelope<{ items: BookAnswer[] }>>('/api/public/books?country=ng');
    expect(listing.body.data.items.find((item) => item.uid === book.uid)?.cover_srcset).toBe(
      after.cover_srcset,
    );

    // Idempotent: a second run (a worker killed after writing) writes and records the same.
    const row = await server.db
      .selectFrom('books')
      .select(['id', 'cover_path', 'cover_widths'])
      .where('uid', '=', book.uid)
      .executeTakeFirstOrThrow();
    await writeCoverVariants(server.deps, { book_id: row.id, cover_path: row.cover_path });
    expect((await publicBook(book.uid)).cover_srcset).toBe(after.cover_srcset);
    expect(row.cover_widths).toEqual([...COVER_WIDTHS]);

    // Replaced by a smaller PNG: the old copies go at once, the new cover gets only the narrower widths.
    await changeCover(book.uid, await coverImage(500, 750, 'png'), 'image/png', 'smaller.png');
    for (const { key } of sources) expect(existsSync(server.deps.media.resolve(key))).toBe(false);
    expect(existsSync(server.deps.media.resolve(original))).toBe(false);
    expect((await publicBook(book.uid)).cover_srcset).toBeNull();
    await server.drain();
    const replaced = await publicBook(book.uid);
    const smaller = candidates(replaced.cover_srcset ?? '');
    expect(smaller.map((s) => s.width)).toEqual([160, 320, 480]);
    for (const { key } of smaller) expect(existsSync(server.deps.media.resolve(key))).toBe(true);
  }, 60_000);

  it('leaves a cover replaced before its job ran, and keeps no copies of it', async () => {
    const book = Object.values(catalogue.books)[1];
    if (!book) throw new Error('The fixture has no second book');
    await changeCover(book.uid, await coverImage(700, 1050, 'webp'), 'image/webp', 'first.webp');
    const first = mediaKey((await publicBook(book.uid)).cover_path);
    await changeCover(book.uid, await coverImage(400, 600, 'jpeg'), 'image/jpeg', 'second.jpg');
    expect(await queuedVariantJobs()).toBe(2);
    await server.drain();
    for (const width of COVER_WIDTHS) {
      expect(existsSync(server.deps.media.resolve(coverVariantKey(first, width)))).toBe(false);
    }
    expect(candidates((await publicBook(book.uid)).cover_srcset ?? '').map((s) => s.width)).toEqual([
      160, 320,
    ]);
  }, 60_000);

  it('gives SVG covers (vector) and covers that cannot be decoded no variants', async () => {
    const [, , svgBook, brokenBook] = Object.values(catalogue.books);
    if (!svgBook || !brokenBook) throw new Error('The fixture has too few books');
    const svgPath = 'seed/covers/vector.svg';
    await server.deps.media.write(
      svgPath,
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600"/>',
    );
    await server.db.updateTable('books').set({ cover_path: svgPath }).where('id', '=', svgBook.id).execute();
    await enqueueCoverVariants(server.db, svgBook.id, svgPath);
    expect(await queuedVariantJobs()).toBe(0);
    await writeCoverVariants(server.deps, { book_id: svgBook.id, cover_path: svgPath });
    const svg = await publicBook(svgBook.uid);
    expect(svg.cover_path).toBe(`/media/${svgPath}`);
    expect(svg.cover_srcset).toBeNull();

    // A PNG's signature and header (1000 × 1500 px) and then no image data: its first bytes pass the
    // upload check, but it cannot be decoded. The job ends without copies, not as failed.
    const header = (await coverImage(1000, 1500, 'png')).slice(0, 33);
    const broken = new Uint8Array(header.length + 64);
    broken.set(header);
    await changeCover(brokenBook.uid, broken, 'image/png', 'broken.png');
    await server.drain();
    const failed = await server.db
      .selectFrom('jobs')
      .select('id')
      .where('name', '=', COVER_VARIANTS_JOB)
      .where('status', '!=', 'done')
      .execute();
    expect(failed).toEqual([]);
    expect((await publicBook(brokenBook.uid)).cover_srcset).toBeNull();
  }, 60_000);

  it('queues the copies of covers set before the job existed (admin covers:variants), once', async () => {
    const book = Object.values(catalogue.books)[4];
    if (!book) throw new Error('The fixture has too few books');
    // A cover written as an upload before this change: on the book, with no copies and no job.
    const legacy = 'covers/uploaded/legacy-cover.JPG';
    await server.deps.media.write(legacy, await coverImage(600, 900, 'jpeg'));
    await server.db.updateTable('books').set({ cover_path: legacy }).where('id', '=', book.id).execute();
    const admin = async (...args: string[]) => {
      const out: string[] = [];
      const code = await runAdmin(args, {
        db: server.db,
        mailer: createMailer(server.db),
        clock: () => new Date(),
        out: (line) => out.push(line),
        err: (line) => out.push(line),
      });
      return { code, out: out.join('\n') };
    };
    const queued = await queuedVariantJobs();

    const dry = await admin('covers:variants', '--dry-run');
    expect(dry).toEqual({ code: 0, out: expect.stringMatching(/^1 raster cover without WebP copies/) });
    expect(await queuedVariantJobs()).toBe(queued);

    expect((await admin('covers:variants')).out).toMatch(/^Queued the copies of 1 raster cover /);
    expect(await queuedVariantJobs()).toBe(queued + 1);
    // Its job is queued: a second run queues nothing more.
    expect((await admin('covers:variants')).out).toMatch(/^Every raster cover has/);

    await server.drain();
    const sources = candidates((await publicBook(book.uid)).cover_srcset ?? '');
    expect(sources.map((s) => s.width)).toEqual([160, 320, 480]);
    expect((await admin('covers:variants', '--dry-run')).out).toMatch(/^Every raster cover has/);
    expect((await admin('jobs:failed', '--dry-run')).code).toBe(1);
  }, 60_000);
});

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMediaCommand } from '../src/cli/media.ts';
import { dependencyChecks, healthRoutes, mediaCheck } from '../src/routes/health.ts';
import { coverVariantKey } from '../src/media/cover-variants.ts';
import { S3MediaStore } from '../src/media/s3.ts';
import { mediaStoreSettings } from '../src/media/settings.ts';
import { seedCatalogue } from './fixtures.ts';
import { createUser, signedIn, startTestServer, type TestClient, type TestServer } from './helpers.ts';
import { startLocalS3, type LocalS3 } from './s3-support.ts';
import {
  insertCompletedSale,
  pngBytes,
  seedPriceLevels,
  sellerClient,
  upload,
  type Envelope,
} from './selling-support.ts';

const seedEpubs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/seed/assets');
const epubName = readdirSync(seedEpubs).find((name) => name.endsWith('.epub')) ?? '';
const epub = new Uint8Array(readFileSync(path.join(seedEpubs, epubName)));

let s3: LocalS3;
let server: TestServer;
let bucket: S3MediaStore;

function s3Store(env: Record<string, string>): S3MediaStore {
  const settings = mediaStoreSettings(env);
  if (settings.driver !== 's3') throw new Error('not s3');
  return new S3MediaStore(settings.s3, '/media');
}

beforeAll(async () => {
  s3 = await startLocalS3();
  server = await startTestServer({ env: s3.env });
  bucket = s3Store(s3.env);
  await seedCatalogue(server.db);
  await seedPriceLevels(server.db, ['ng']);
});
afterAll(async () => {
  await server.close();
  await bucket.close();
  await s3.stop();
});

interface SellerBook {
  uid: string;
  cover_path: string | null;
}

describe('media in an S3 bucket (MEDIA_STORE=s3)', () => {
  let author: TestClient;
  let book: SellerBook;

  it('stores an uploaded cover in the bucket and serves it with immutable caching', async () => {
    const user = await createUser(server.db, { author: true, country: 'ng' });
    author = await sellerClient(server, user);
    const created = await author.post<Envelope<SellerBook>>('/api/user/selling/books', {
      title: 'The Bucket List',
      type: 'ebook',
    });
    expect(created.status).toBe(201);
    const png = pngBytes(64);
    const cover = await author.request<Envelope<SellerBook>>(
      'POST',
      `/api/user/selling/books/${created.body.data.uid}/change_cover`,
      { form: upload('cover', png, 'image/png', 'cover.png') },
    );
    expect(cover.status).toBe(200);
    book = cover.body.data;
    const url = book.cover_path ?? '';
    expect(url).toMatch(/^\/media\/covers\/uploaded\/[0-9a-f]{24}\.png$/);
    expect(await bucket.head(url.slice('/media/'.length))).toMatchObject({
      size: png.length,
      contentType: 'image/png',
    });

    const served = await fetch(server.url + url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    const part = await fetch(server.url + url, { headers: { Range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-3/${png.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(png.subarray(1, 4));
    expect((await fetch(`${server.url}/media/covers/uploaded/none.png`)).status).toBe(404);
    // Nothing is kept on the process's disk: no media folder, no upload left streaming in.
    expect(existsSync(path.join(server.config.dataDir, 'media'))).toBe(false);
    expect(readdirSync(path.join(server.config.dataDir, 'uploads'))).toEqual([]);
  });

  it("writes a raster cover's WebP copies into the bucket beside it, and deletes them with it", async () => {
    const created = await author.post<Envelope<SellerBook>>('/api/user/selling/books', {
      title: 'Copies in a Bucket',
      type: 'ebook',
    });
    const uid = created.body.data.uid;
    const changeCover = async (bytes: Uint8Array) => {
      const res = await author.request<Envelope<SellerBook>>(
        'POST',
        `/api/user/selling/books/${uid}/change_cover`,
        { form: upload('cover', bytes, 'image/jpeg', 'cover.jpg') },
      );
      expect(res.status).toBe(200);
      await server.drain();
      return server.db
        .selectFrom('books')
        .select(['cover_path', 'cover_widths'])
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow();
    };
    const jpeg = (width: number) =>
      sharp({ create: { width, height: width * 1.5, channels: 3, background: '#1f6f43' } })
        .jpeg()
        .toBuffer()
        .then((buffer) => new Uint8Array(buffer));
    const first = await changeCover(await jpeg(600));
    expect(first.cover_widths).toEqual([160, 320, 480]);
    const copies = first.cover_widths.map((width) => coverVariantKey(first.cover_path ?? '', width));
    for (const key of copies) {
      expect(await bucket.head(key)).toMatchObject({ contentType: 'image/webp' });
    }
    const second = await changeCover(await jpeg(400));
    expect(second.cover_widths).toEqual([160, 320]);
    for (const key of copies) expect(await bucket.head(key)).toBeNull();
    expect(await bucket.head(first.cover_path ?? '')).toBeNull();
  });

  it('gives the EPUB only to an owner, by a redirect to a short-lived signed link that honours Range', async () => {
    const uploaded = await author.request('POST', `/api/user/selling/books/${book.uid}/upload_ebook_file`, {
      form: upload('file', epub, 'application/epub+zip', epubName),
    });
    expect(uploaded.status).toBe(200);
    const row = await server.db
      .selectFrom('books')
      .select(['file_path', 'author_id'])
      .where('uid', '=', book.uid)
      .executeTakeFirstOrThrow();
    const key = row.file_path ?? '';
    expect(key).toMatch(/^ebooks\/uploaded\/[0-9a-f]{24}\.epub$/);
    expect((await bucket.head(key))?.size).toBe(epub.length);
    // Sold files are never on the public path.
    expect((await fetch(`${server.url}/media/${key}`)).status).toBe(404);

    const buyerUser = await createUser(server.db, { country: 'ng' });
    await insertCompletedSale(server.db, {
      orderUid: 'ORD-S3-1',
      buyerId: buyerUser.id,
      sellerId: row.author_id,
      bookUid: book.uid,
      library: true,
    });
    const buyer = await signedIn(server, buyerUser);
    const opened = await buyer.get<Envelope<{ access: { file_url: string } }>>(
      `/api/user/library/books/${book.uid}`,
    );
    expect(opened.status).toBe(200);
    const relative = opened.body.data.access.file_url;
    expect(relative.startsWith('/api/files/')).toBe(true);
    const link = server.url + relative;

    const redirect = await fetch(link, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toBe('private, no-store');
    const signed = redirect.headers.get('location') ?? '';
    expect(signed.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`)).toBe(true);
    expect(new URL(signed).searchParams.get('X-Amz-Expires')).toBe('300');
    // The reader's ranged read, following the redirect as a browser does.
    const ranged = await fetch(link, { headers: { Range: 'bytes=0-3' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-3/${epub.length}`);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(epub.subarray(0, 4));

    // Not the owner: no link; a link altered to name the file is refused.
    const stranger = await signedIn(server, await createUser(server.db, { country: 'ng' }));
    expect((await stranger.get(`/api/user/library/books/${book.uid}`)).status).toBe(404);
    const forged = link.replace(/signature=[^&]+/, 'signature=forged');
    expect((await fetch(forged, { redirect: 'manual' })).status).toBe(403);
  });

  it('is ready while the bucket answers, and not when it does not', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    const missing = s3Store({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    const bucket = mediaCheck(missing);
    expect(bucket).not.toBeNull();
    const answer = await healthRoutes(dependencyChecks(server.db, undefined, bucket ? [bucket] : [])).request(
      '/readyz',
    );
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ status: 'unavailable', failed: ['media'] });
    await missing.close();
  });
});

describe('media:copy', () => {
  it('copies a local media folder into the bucket, then skips what is there, and copies what changed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bookstore-copy-'));
    try {
      const media = path.join(dataDir, 'media');
      mkdirSync(path.join(media, 'avatars'), { recursive: true });
      mkdirSync(path.join(media, 'tracks'), { recursive: true });
      mkdirSync(path.join(media, '.uploads'), { recursive: true });
      writeFileSync(path.join(media, 'avatars', 'a.png'), pngBytes(10));
      writeFileSync(path.join(media, 'tracks', 't.mp3'), 'ID3 twelve bytes');
      writeFileSync(path.join(media, '.uploads', 'half.part'), 'an upload streaming in');
      const env = { ...s3.env, DATA_DIR: dataDir };
      const run = async (): Promise<string[]> => {
        const lines: string[] = [];
        expect(await runMediaCommand(['copy'], env, (line) => lines.push(line))).toBe(0);
        return lines;
      };

      const first = await run();
      expect(first).toContain('copied avatars/a.png (0.0 MB)');
      expect(first).toContain('copied tracks/t.mp3 (0.0 MB)');
      expect(first.at(-1)).toMatch(/^Copied 2 files \(0\.0 MB\), skipped 0 already there\.$/);
      expect((await bucket.readRange('tracks/t.mp3', 0, 100)).length).toBe(16);
      expect(await bucket.head('.uploads/half.part')).toBeNull();

      expect((await run()).at(-1)).toBe('Copied 0 files (0.0 MB), skipped 2 already there.');

      // The same size, other bytes: copied again (its MD5 differs from the bucket's tag).
      writeFileSync(path.join(media, 'tracks', 't.mp3'), 'ID3 twelve BYTES');
      const third = await run();
      expect(third).toContain('copied tracks/t.mp3 (0.0 MB)');
      expect(third.at(-1)).toBe('Copied 1 files (0.0 MB), skipped 1 already there.');
      expect(Buffer.from(await bucket.readRange('tracks/t.mp3', 4, 100)).toString()).toBe('twelve BYTES');

      const refused: string[] = [];
      expect(await runMediaCommand(['copy'], { DATA_DIR: dataDir }, (l) => refused.push(l))).toBe(1);
      expect(refused[0]).toMatch(/MEDIA_STORE=s3/);
      const incomplete: string[] = [];
      expect(
        await runMediaCommand(['copy'], { MEDIA_STORE: 's3', S3_REGION: 'auto' }, (l) => incomplete.push(l)),
      ).toBe(1);
      expect(incomplete).toEqual([
        'Error: S3_BUCKET is required with MEDIA_STORE=s3.',
        'Error: S3_ACCESS_KEY_ID is required with MEDIA_STORE=s3.',
        'Error: S3_SECRET_ACCESS_KEY is required with MEDIA_STORE=s3.',
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

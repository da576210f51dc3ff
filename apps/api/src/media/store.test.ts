import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/s3-support.ts';
import { LocalMediaStore } from './local.ts';
import { storeContentSecurityPolicy } from '../security-headers.ts';
import { checkMediaSettings, mediaStoreSettings, signedLinkOrigin } from './settings.ts';
import { S3MediaStore } from './s3.ts';
import type { MediaStore } from './store.ts';

async function text(read: { body: Readable } | null): Promise<Buffer> {
  if (!read) throw new Error('The object is not there.');
  const chunks: Buffer[] = [];
  for await (const chunk of read.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keys(store: MediaStore, prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const item of store.list(prefix)) found.push(item.key);
  return found.sort();
}

let s3: LocalS3;
let folder: string;
const stores: Record<'local' | 's3', () => MediaStore> = {
  local: () => new LocalMediaStore(folder, '/media'),
  s3: () => {
    const settings = mediaStoreSettings(s3.env);
    if (settings.driver !== 's3') throw new Error('not s3');
    return new S3MediaStore(settings.s3, 'https://cdn.example.test/');
  },
};

beforeAll(async () => {
  s3 = await startLocalS3();
  folder = mkdtempSync(path.join(tmpdir(), 'bookstore-media-'));
});

afterAll(async () => {
  await s3.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('the %s media store', (driver) => {
  let store: MediaStore;
  beforeAll(() => {
    store = stores[driver]();
  });
  afterAll(async () => {
    await store.close?.();
  });

  it('puts, heads, reads whole and in ranges, lists by prefix and deletes', async () => {
    const bytes = Buffer.from('0123456789abcdefghij');
    await store.put('covers/a/one.png', bytes, { contentType: 'image/png' });
    await store.put('covers/b/two.jpg', Readable.from([Buffer.from('two')]));
    await store.put('tracks/three.mp3', 'three');

    const head = await store.head('covers/a/one.png');
    expect(head).toMatchObject({ key: 'covers/a/one.png', size: 20, contentType: 'image/png' });
    expect(head?.etag).toBeTruthy();
    expect(await store.head('covers/a/missing.png')).toBeNull();

    const whole = await store.read('covers/a/one.png');
    expect(whole).toMatchObject({ size: 20, start: 0, end: 19 });
    expect((await text(whole)).toString()).toBe('0123456789abcdefghij');
    const part = await store.read('covers/a/one.png', { start: 5, end: 9 });
    expect(part).toMatchObject({ size: 20, start: 5, end: 9 });
    expect((await text(part)).toString()).toBe('56789');
    const tail = await store.read('covers/a/one.png', { start: 15 });
    expect((await text(tail)).toString()).toBe('fghij');
    expect(Buffer.from(await store.readRange('covers/a/one.png', 18, 100)).toString()).toBe('ij');
    expect(await store.read('covers/a/missing.png')).toBeNull();

    expect(await keys(store, 'covers/')).toEqual(['covers/a/one.png', 'covers/b/two.jpg']);
    expect(await keys(store, 'covers/b')).toEqual(['covers/b/two.jpg']);
    expect(await keys(store, '')).toEqual(['covers/a/one.png', 'covers/b/two.jpg', 'tracks/three.mp3']);

    await store.delete('covers/b/two.jpg');
    await store.delete('covers/b/two.jpg');
    expect(await store.head('covers/b/two.jpg')).toBeNull();
    expect(await keys(store, 'covers/')).toEqual(['covers/a/one.png']);
  });

  it('refuses keys that climb out of the store', async () => {
    await expect(store.put('../escape.txt', 'x')).rejects.toThrow(/media key/);
    await expect(store.head('/etc/passwd')).rejects.toThrow(/media key/);
  });

  it('stores a stream larger than a part whole (a multipart upload on s3)', async () => {
    const big = randomBytes(12 * 1024 * 1024 + 123);
    // In 1 MiB chunks, as an upload's temp file streams: the length is not known up front.
    const chunks = Array.from({ length: Math.ceil(big.length / 2 ** 20) }, (_, i) =>
      big.subarray(i * 2 ** 20, (i + 1) * 2 ** 20),
    );
    await store.put('tracks/big.m4b', Readable.from(chunks), { contentType: 'audio/mp4' });
    const head = await store.head('tracks/big.m4b');
    expect(head?.size).toBe(big.length);
    if (driver === 's3') {
      // In two parts of 8 MiB at most (S3's own least is 5 MiB).
      const parts = s3.requests.filter((line) => line.startsWith('PUT /media/tracks/big.m4b?'));
      expect(parts.filter((line) => /partNumber=\d/.test(line))).toHaveLength(2);
    }
    const at = 9 * 1024 * 1024 - 7;
    expect(Buffer.from(await store.readRange('tracks/big.m4b', at, at + 64))).toEqual(
      big.subarray(at, at + 64),
    );
    await store.delete('tracks/big.m4b');
  });

  it('gives a public URL, and a short-lived signed URL that honours Range (s3) or none (local)', async () => {
    expect(store.publicUrl('covers/a/one.png')).toBe(
      driver === 's3' ? 'https://cdn.example.test/covers/a/one.png' : '/media/covers/a/one.png',
    );
    const signed = await store.signedUrl('covers/a/one.png', 60, { filename: 'Ọ̀kan.png' });
    if (driver === 'local' || !signed) {
      expect(signed).toBe(driver === 'local' ? null : 'a link');
      return;
    }
    expect(signed).toMatch(/X-Amz-Expires=60/);
    const ranged = await fetch(signed, { headers: { Range: 'bytes=2-4' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 2-4/20');
    expect(await ranged.text()).toBe('234');
    // s3rver does not check V4 signatures (AWS, R2 and MinIO do): the link must carry one, for S3RVER.
    expect(signed).toMatch(/X-Amz-Credential=S3RVER%2F.*X-Amz-Signature=[0-9a-f]{64}/);
    expect(new URL(signed).searchParams.get('response-content-disposition')).toBe(
      "attachment; filename*=UTF-8''%E1%BB%8C%CC%80kan.png",
    );
  });

  it('answers its health check, and fails it when the bucket is not there', async () => {
    await expect(store.health(2000)).resolves.toBeUndefined();
    if (driver !== 's3') return;
    const settings = mediaStoreSettings({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    if (settings.driver !== 's3') throw new Error('not s3');
    const missing = new S3MediaStore(settings.s3, '/media');
    await expect(missing.health(2000)).rejects.toThrow();
    await missing.close();
  });
});

describe('the media settings', () => {
  const s3env = { MEDIA_STORE: 's3', S3_BUCKET: 'shelf', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };

  it('name each missing or malformed setting', () => {
    expect(checkMediaSettings({})).toEqual([]);
    expect(checkMediaSettings({ MEDIA_STORE: 'disk' })).toEqual([
      'MEDIA_STORE must be local or s3 (got "disk").',
    ]);
    expect(
      checkMediaSettings({ MEDIA_STORE: 's3', S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'yes' }),
    ).toEqual([
      'S3_BUCKET is required with MEDIA_STORE=s3.',
      'S3_ACCESS_KEY_ID is required with MEDIA_STORE=s3.',
      'S3_SECRET_ACCESS_KEY is required with MEDIA_STORE=s3.',
      'S3_ENDPOINT must be an http(s) URL (got "minio:9000").',
      'S3_FORCE_PATH_STYLE must be true or false (got "yes").',
    ]);
    expect(checkMediaSettings(s3env)).toEqual([
      'S3_REGION is required with MEDIA_STORE=s3 (auto for R2; the bucket region for AWS).',
    ]);
    expect(checkMediaSettings({ ...s3env, S3_REGION: 'eu-west-1' })).toEqual([]);
  });

  it('let the store pages fetch and play from the origin of the bucket’s signed links', () => {
    expect(signedLinkOrigin(mediaStoreSettings({}))).toBeUndefined();
    expect(signedLinkOrigin(mediaStoreSettings({ ...s3env, S3_REGION: 'eu-west-1' }))).toBe(
      'https://shelf.s3.eu-west-1.amazonaws.com',
    );
    expect(
      signedLinkOrigin(
        mediaStoreSettings({ ...s3env, S3_ENDPOINT: 'http://minio:9000/', S3_FORCE_PATH_STYLE: 'true' }),
      ),
    ).toBe('http://minio:9000');
    const r2 = 'https://acc.r2.cloudflarestorage.com';
    expect(signedLinkOrigin(mediaStoreSettings({ ...s3env, S3_ENDPOINT: r2 }))).toBe(
      'https://shelf.acc.r2.cloudflarestorage.com',
    );
    const policy = storeContentSecurityPolicy([], undefined, 'http://minio:9000');
    expect(policy).toContain("connect-src 'self' http://minio:9000");
    expect(policy).toContain("media-src 'self' blob: http://minio:9000");
    expect(policy).toContain("img-src 'self' data: blob:;");
  });
});

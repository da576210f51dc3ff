import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3MediaStore } from '../src/media/s3.ts';
import { mediaStoreSettings } from '../src/media/settings.ts';
import { seed } from '../src/seed/index.ts';
import { freshDatabase } from './helpers.ts';
import { startLocalS3, type LocalS3 } from './s3-support.ts';

/**
 * The demo store on a bucket (MEDIA_STORE=s3): its first start seeds every file the catalogue names
 * (covers, avatars, EPUBs, audio) into the bucket. @one-database: what it tests is the media, not the
 * SQL, so the PostgreSQL run leaves it out.
 */
let s3: LocalS3;
let bucket: S3MediaStore;

beforeAll(async () => {
  s3 = await startLocalS3();
  const settings = mediaStoreSettings(s3.env);
  if (settings.driver !== 's3') throw new Error('not s3');
  bucket = new S3MediaStore(settings.s3, '/media');
});
afterAll(async () => {
  await bucket.close();
  await s3.stop();
});

describe('the demo seed on a bucket', () => {
  it('writes every file the catalogue names into the bucket', async () => {
    const { handle, drop } = await freshDatabase();
    try {
      const result = await seed(handle.db, { books: 60, mediaStore: bucket });
      const keys = new Set<string>();
      for await (const item of bucket.list('')) keys.add(item.key);
      expect(keys.size).toBe(result.mediaFiles);
      expect([...keys].every((key) => key.startsWith('seed/'))).toBe(true);
      const books = await handle.db.selectFrom('books').select(['cover_path', 'file_path']).execute();
      expect(books.length).toBeGreaterThanOrEqual(60);
      const named = books.flatMap((b) => [b.cover_path, b.file_path]).filter((p) => p !== null);
      expect(named.filter((key) => !keys.has(key))).toEqual([]);
    } finally {
      await drop();
    }
  });
});

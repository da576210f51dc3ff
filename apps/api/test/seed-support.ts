import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, type DbHandle } from '../src/db/index.ts';
import { seed, type SeedResult } from '../src/seed/index.ts';
import { freshDatabase } from './helpers.ts';

export const BOOKS = 300;
export const NOW = new Date('2026-06-15T12:00:00Z');

/** A fresh database seeded with `seedValue`, without media files. */
export async function seededDatabase(seedValue: number) {
  const fresh = await freshDatabase();
  await migrate(fresh.handle);
  await seed(fresh.handle.db, { books: BOOKS, seed: seedValue, mediaDir: null, now: NOW });
  return fresh;
}

export async function firstTitles(h: DbHandle): Promise<string[]> {
  const rows = await h.db.selectFrom('books').select('title').orderBy('id').limit(60).execute();
  return rows.map((r) => r.title);
}

/** Migrates `handle` and seeds it with media files in a new temp directory (the caller removes it). */
export async function seedWithMedia(handle: DbHandle): Promise<{ mediaDir: string; result: SeedResult }> {
  await migrate(handle);
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'bookstore-seed-test-'));
  const result = await seed(handle.db, { books: BOOKS, seed: 1, mediaDir, now: NOW });
  return { mediaDir, result };
}

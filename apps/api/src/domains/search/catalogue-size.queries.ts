import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * From how many published books the catalogue is large: a search reads the head's tiers one by one, each
 * planned with the words typed (domains/search/search.queries.ts, `bestMatches`), instead of ranking every head match;
 * and a listing filtered by an author or the facets counts its matches up to a cap and walks its sort
 * order (domains/catalogue/books.ts). A search's two ways give the same answer (tested); what differs is the
 * cost. Ranking every match grows with the catalogue ("love": 1,724 head matches, 0.4 ms at 20,000
 * books; 90,273, 43 ms at 1,000,000); planning each call costs 1.5–4 ms whatever the size, so below this
 * a named statement's generic plan that ranks every match is the cheaper.
 */
export const LARGE_CATALOGUE = 100_000;

/** How long a process keeps the catalogue's size before reading it again. */
const KEPT_MS = 30_000;

const known = new WeakMap<Kysely<Database>, { size: number; at: number }>();

/**
 * Whether the catalogue is large (`LARGE_CATALOGUE`): its published books counted by triggers
 * (`published_book_count`, migration 023), read at most every 30 s per process. It decides how a search
 * or a filtered listing reads, not what it answers (but for a filtered listing's total past 1,000,
 * "1,000+" instead of exact), so a size a few seconds old is as good.
 */
export async function catalogueIsLarge(db: Kysely<Database>): Promise<boolean> {
  const now = Date.now();
  const kept = known.get(db);
  if (kept && now - kept.at < KEPT_MS) return kept.size >= LARGE_CATALOGUE;
  const row = await db.selectFrom('published_book_count').select('book_count').executeTakeFirst();
  const size = Number(row?.book_count ?? 0);
  known.set(db, { size, at: now });
  return size >= LARGE_CATALOGUE;
}

/** Forgets the size kept for `db` (a test that changes it). */
export function forgetCatalogueSize(db: Kysely<Database>): void {
  known.delete(db);
}

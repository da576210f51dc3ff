/**
 * The author's storage quota (SELLER_STORAGE_QUOTA_MB), held under concurrency (issue 41): what counts
 * is the stored files plus every live reservation (migration 035). A file is reserved before a byte is
 * stored, under a lock on the author's users row, so of simultaneous uploads only those that fit
 * together pass. An upload session's reservation lives with the session (released when it completes,
 * fails or is aborted, stale ones by the `uploads.abort-stale` schedule); a direct upload's is released
 * when its request ends, and expires after DIRECT_RESERVATION_MS should its process die first.
 */
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { authorStorageBytes } from './selling.queries.ts';

const GB = 1024 ** 3;
const MB = 1024 ** 2;

/** How long a direct upload's reservation counts at most (its request releases it sooner). */
export const DIRECT_RESERVATION_MS = 60 * 60_000;

/** "1.5 GB", "0.7 MB", "320 MB": storage sizes as the author reads them. */
export function storageSize(bytes: number): string {
  const trim = (n: number, digits: number) => n.toFixed(digits).replace(/\.0$/, '');
  if (bytes >= GB) return `${trim(bytes / GB, 1)} GB`;
  return `${trim(bytes / MB, bytes < 10 * MB ? 1 : 0)} MB`;
}

/** Bytes the author's live reservations hold (sessions while they live, direct ones until they expire). */
export async function reservedStorageBytes(
  db: Kysely<Database>,
  authorId: number,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('storage_reservations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('bytes'))
    .where('author_id', '=', authorId)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.bytes ?? 0);
}

interface Need {
  authorId: number;
  /** The field a refusal names. */
  field: string;
  /** The file's size. */
  bytes: number;
  /** The size of the file it replaces (an EPUB's), freed once it is stored. */
  replacing?: number;
}

/** Refuses (422 on `field`) what would take the author past the quota, counting reservations. */
async function checkRoom(deps: Pick<AppDeps, 'config' | 'clock'>, db: Kysely<Database>, need: Need) {
  const quota = deps.config.sellerStorageQuotaBytes;
  const stored = await authorStorageBytes(db, need.authorId);
  const reserved = await reservedStorageBytes(db, need.authorId, deps.clock());
  const used = stored + reserved;
  if (used - (need.replacing ?? 0) + need.bytes <= quota) return;
  const underWay = reserved > 0 ? ` (${storageSize(reserved)} of it for uploads under way)` : '';
  throw invalid(
    need.field,
    `Your storage is full: your book files take ${storageSize(used)}${underWay} of your ${storageSize(quota)}, ` +
      `and this file needs ${storageSize(need.bytes)}. Delete files you no longer need, or ask us for more room.`,
  );
}

/** A check without a reservation (before work that reserves later: the session's store upload). */
export function requireStorage(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>, need: Need): Promise<void> {
  return checkRoom(deps, deps.db, need);
}

/**
 * Checks and reserves `need.bytes` in `trx` (a transaction: the author's row stays locked until it
 * ends, so simultaneous reservations are counted one after another). `uploadId`: the session holding
 * it (released with the session); else a direct upload's, expiring after DIRECT_RESERVATION_MS.
 */
export async function reserveStorageIn(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  trx: Kysely<Database>,
  need: Need,
  uploadId?: number,
): Promise<number> {
  await trx.selectFrom('users').select('id').where('id', '=', need.authorId).forNoKeyUpdate().execute();
  await checkRoom(deps, trx, need);
  const row = await trx
    .insertInto('storage_reservations')
    .values({
      author_id: need.authorId,
      bytes: Math.max(1, need.bytes),
      upload_id: uploadId ?? null,
      expires_at: uploadId === undefined ? new Date(deps.clock().getTime() + DIRECT_RESERVATION_MS) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Runs a direct upload's work (`store`: the file stored and recorded) holding a reservation of its size;
 * refuses with a 422 when the quota has no room for it. The reservation goes when the work ends.
 */
export async function withReservedStorage<T>(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  need: Need,
  store: () => Promise<T>,
): Promise<T> {
  const id = await deps.db.transaction().execute((trx) => reserveStorageIn(deps, trx, need));
  try {
    return await store();
  } finally {
    await deps.db.deleteFrom('storage_reservations').where('id', '=', id).execute();
  }
}

/** Releases an upload session's reservation (it completed, failed or was aborted). */
export async function releaseUploadStorage(db: Kysely<Database>, uploadId: number): Promise<void> {
  await db.deleteFrom('storage_reservations').where('upload_id', '=', uploadId).execute();
}

/** Forgets direct reservations past their expiry (their processes died mid-upload). */
export async function purgeExpiredReservations(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('storage_reservations')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

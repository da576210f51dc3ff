/**
 * The `covers.variants` job (issue 26): when a book's cover is set or replaced with a raster image, the
 * change enqueues this job in its own transaction; the worker writes WebP copies of the cover at the
 * fixed widths narrower than it (media/cover-variants.ts) beside it in the media store, then records
 * the widths on the book. Idempotent: a second run writes the same keys again and records the same
 * widths. A cover replaced (or a book deleted) before the job runs is left alone, and copies written
 * while it was being replaced are removed again.
 */
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import { logger } from '../../log.ts';
import { COVER_WIDTHS, coverVariantKey, isRasterCover, RASTER_COVER } from '../../media/cover-variants.ts';

export const COVER_VARIANTS_JOB = 'covers.variants';

const Payload = z.object({ book_id: z.number().int().positive(), cover_path: z.string().min(1) });

/** Queues the variants of a book's new cover (in `db`'s transaction: the job exists once the change does). */
export async function enqueueCoverVariants(
  db: Kysely<Database>,
  bookId: number,
  coverPath: string | null,
): Promise<void> {
  if (coverPath && isRasterCover(coverPath)) {
    await enqueue(db, COVER_VARIANTS_JOB, { book_id: bookId, cover_path: coverPath });
  }
}

/**
 * Queues the variants of every raster cover that has none and no job for it (queued, running or done):
 * covers set before the job existed, or whose job failed for good. One statement, however many books.
 * A cover too small for any width (or undecodable) keeps no widths: it is queued again only once its
 * done job has been pruned, and then finds the same. Answers how many jobs were (or, with `dryRun`,
 * would be) queued.
 */
export async function queueMissingCoverVariants(
  db: Kysely<Database>,
  now: Date,
  options: { dryRun?: boolean } = {},
): Promise<number> {
  const missing = db
    .selectFrom('books as b')
    .select(['b.id', 'b.cover_path'])
    .where('b.cover_path', '~*', RASTER_COVER.source)
    .where(sql<boolean>`cardinality(b.cover_widths) = 0`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('jobs as j')
            .select(sql`1`.as('one'))
            .where('j.name', '=', COVER_VARIANTS_JOB)
            .where('j.status', 'in', ['queued', 'running', 'done'])
            .where(sql<boolean>`j.payload ->> 'book_id' = b.id::text`)
            .whereRef(sql<string>`j.payload ->> 'cover_path'`, '=', 'b.cover_path'),
        ),
      ),
    );
  if (options.dryRun) {
    const row = await db
      .selectFrom(missing.as('m'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const inserted = await db
    .insertInto('jobs')
    .columns(['name', 'payload', 'run_at'])
    .expression(
      db
        .selectFrom(missing.as('m'))
        .select([
          sql.lit(COVER_VARIANTS_JOB).as('name'),
          sql<string>`jsonb_build_object('book_id', m.id, 'cover_path', m.cover_path)`.as('payload'),
          sql.val(now).as('run_at'),
        ]),
    )
    .returning('id')
    .execute();
  return inserted.length;
}

/** Whether a book still shows `coverPath` (copies of a cover serve books only; orders keep the original). */
async function coverOfABook(db: Kysely<Database>, coverPath: string): Promise<boolean> {
  const row = await db
    .selectFrom('books')
    .select('id')
    .where('cover_path', '=', coverPath)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Removes the WebP copies of a cover no book shows any more (after its book was repointed or deleted).
 * Every fixed width is tried, so copies a stopped job wrote but never recorded go too.
 */
export async function removeCoverVariants(
  deps: Pick<AppDeps, 'db' | 'media'>,
  coverPath: string | null | undefined,
): Promise<void> {
  if (!coverPath || !isRasterCover(coverPath)) return;
  if (await coverOfABook(deps.db, coverPath)) return;
  await Promise.all(COVER_WIDTHS.map((width) => deps.media.remove(coverVariantKey(coverPath, width))));
}

/** A cover sharp could not decode (its first bytes passed the upload check): it keeps no variants. */
class UnreadableCover extends Error {}

/** The WebP copies of `original` at the fixed widths narrower than it (as browsers show it: EXIF-oriented). */
async function variantsOf(original: Uint8Array): Promise<{ width: number; bytes: Buffer }[]> {
  // Loaded with the first job, not at start: a web-only process never needs the native module.
  const { default: sharp } = await import('sharp');
  // Decoding is as lenient as a browser's (a slightly truncated JPEG still shows); what fails here
  // fails the same way every time, so it is no reason to retry.
  const image = () => sharp(original, { failOn: 'error' });
  try {
    const { width } = (await image().metadata()).autoOrient;
    const source = image().autoOrient();
    return await Promise.all(
      COVER_WIDTHS.filter((w) => w < width).map(async (w) => ({
        width: w,
        bytes: await source.clone().resize({ width: w }).webp({ quality: 80, effort: 4 }).toBuffer(),
      })),
    );
  } catch (error) {
    throw new UnreadableCover(error instanceof Error ? error.message : String(error));
  }
}

/** The job's handler: writes the variants of the book's cover named in the payload and records their widths. */
export async function writeCoverVariants(
  deps: Pick<AppDeps, 'db' | 'media'>,
  payload: unknown,
): Promise<void> {
  const { book_id: bookId, cover_path: coverPath } = Payload.parse(payload);
  const book = await deps.db
    .selectFrom('books')
    .select(['cover_path'])
    .where('id', '=', bookId)
    .executeTakeFirst();
  // Replaced or deleted since: the new cover has its own job, the old one's copies went with it.
  if (!book || book.cover_path !== coverPath || !isRasterCover(coverPath)) return;
  const info = await deps.media.store.head(coverPath);
  if (!info) return;
  let variants: { width: number; bytes: Buffer }[];
  try {
    variants = await variantsOf(await deps.media.store.readRange(coverPath, 0, info.size));
  } catch (error) {
    if (!(error instanceof UnreadableCover)) throw error;
    // Another run would read the same bytes: the cover is served as it is, without variants.
    logger.warn({ bookId, coverPath, err: error }, 'The cover could not be decoded; it gets no variants');
    variants = [];
  }
  for (const { width, bytes } of variants) {
    await deps.media.store.put(coverVariantKey(coverPath, width), bytes, {
      contentType: 'image/webp',
      size: bytes.length,
    });
  }
  const recorded = await deps.db
    .updateTable('books')
    .set({ cover_widths: variants.map((v) => v.width) })
    .where('id', '=', bookId)
    .where('cover_path', '=', coverPath)
    .executeTakeFirst();
  // The cover was replaced while the copies were written: they are nobody's now.
  if (Number(recorded.numUpdatedRows) === 0) await removeCoverVariants(deps, coverPath);
}

/** Upload sessions (uploads in parts): one row per session, always read through its owner. */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, Upload, UploadsTable } from '../../db/schema.ts';
import { releaseUploadStorage } from '../selling/storage-quota.ts';

type Status = Upload['status'];

export async function insertUpload(db: Kysely<Database>, row: Insertable<UploadsTable>): Promise<Upload> {
  return db.insertInto('uploads').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The user's own upload by uid; undefined for anyone else's (a 404 to them). */
export async function ownUpload(
  db: Kysely<Database>,
  userId: number,
  uid: string,
): Promise<Upload | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('uid', '=', uid)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** An upload by uid whoever owns it: for the local part URL, whose signature names the upload. */
export async function uploadByUid(db: Kysely<Database>, uid: string): Promise<Upload | undefined> {
  return db.selectFrom('uploads').selectAll().where('uid', '=', uid).executeTakeFirst();
}

/**
 * An upload by uid whose owner is not suspended (a part URL works only while its owner may upload:
 * a suspension ends the owner's part URLs with their sessions).
 */
export async function activeOwnersUpload(db: Kysely<Database>, uid: string): Promise<Upload | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll('uploads')
    .where('uid', '=', uid)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .select('users.id')
          .whereRef('users.id', '=', 'uploads.user_id')
          .where('users.suspended_at', 'is', null),
      ),
    )
    .executeTakeFirst();
}

/** An upload by id (the check job's payload names it). */
export async function uploadById(db: Kysely<Database>, id: number): Promise<Upload | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks a session being checked as failed, keeping what its check refused. */
export async function failUpload(
  db: Kysely<Database>,
  id: number,
  failure: { message: string; errors: Record<string, string[]> },
  now: Date,
): Promise<Upload | undefined> {
  const row = await db
    .updateTable('uploads')
    .set({ status: 'failed', failure: JSON.stringify(failure), updated_at: now, finished_at: now })
    .where('id', '=', id)
    .where('status', '=', 'checking')
    .returningAll()
    .executeTakeFirst();
  if (row) await releaseUploadStorage(db, id);
  return row;
}

/** The track an upload attached (its file is the track's file). */
export async function trackIdByPath(
  db: Kysely<Database>,
  bookUid: string,
  filePath: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('book_audio_files as t')
    .innerJoin('books as b', 'b.id', 't.book_id')
    .select('t.id')
    .where('b.uid', '=', bookUid)
    .where('t.file_path', '=', filePath)
    .executeTakeFirst();
  if (row) return row.id;
  // A published book's new track waits in its open version (issue 41) until the change is approved.
  const pending = await sql<{ id: number }>`
    SELECT (t->>'id')::int AS id
    FROM book_versions AS v
    INNER JOIN books AS b ON b.id = v.book_id
    CROSS JOIN LATERAL jsonb_array_elements(v.proposed->'tracks') AS t
    WHERE b.uid = ${bookUid} AND v.status = 'in_review' AND t->>'file_path' = ${filePath}`.execute(db);
  return pending.rows[0]?.id;
}

/** Marks the upload as used now (a part was signed): the stale-upload schedule leaves it alone. */
export async function touchUpload(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db.updateTable('uploads').set({ updated_at: now }).where('id', '=', id).execute();
}

/**
 * Moves an upload from one status to another, only if it is still in `from`: of two completes (or a
 * complete and an abort) at once, one wins. Answers the row when it moved. A session that finishes
 * releases its storage reservation (completed: its file, now stored, counts instead).
 */
export async function moveUpload(
  db: Kysely<Database>,
  id: number,
  from: readonly Status[],
  to: Status,
  now: Date,
): Promise<Upload | undefined> {
  const finished = to === 'completed' || to === 'failed' || to === 'aborted';
  const row = await db
    .updateTable('uploads')
    .set({ status: to, updated_at: now, ...(finished ? { finished_at: now } : {}) })
    .where('id', '=', id)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
  if (row && finished) await releaseUploadStorage(db, id);
  return row;
}

/** Open (or stuck completing) uploads untouched since `before`, oldest first, a batch at a time. */
export async function staleUploads(db: Kysely<Database>, before: Date, limit: number): Promise<Upload[]> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('status', 'in', ['open', 'completing'])
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** Forgets finished uploads older than `before` (their files, if any, belong to the rows they attached). */
export async function deleteFinishedUploads(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('uploads')
    .where('status', 'in', ['completed', 'failed', 'aborted'])
    .where('finished_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

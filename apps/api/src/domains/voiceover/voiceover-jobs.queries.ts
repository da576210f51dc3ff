/** Voiceover jobs, the artist's side of an order: the job list and each step (start, deliver, complete, revise). */
import type { Insertable, Kysely } from 'kysely';
import type { Database, VoiceoverDeliveriesTable, VoiceoverJobStatus } from '../../db/schema.ts';
import { withTotal } from '../../db/paging.ts';

/** Starts (or restarts) the job of a voiceover order. */
export async function startVoJob(
  db: Kysely<Database>,
  job: { uid: string; vo_order_id: number; voiceover_artist_id: number; started_at: Date; due_at: Date },
): Promise<void> {
  const status: VoiceoverJobStatus = 'in_progress';
  const now = job.started_at;
  await db
    .insertInto('voiceover_jobs')
    .values({ ...job, status, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('vo_order_id').doUpdateSet({ status, started_at: now, due_at: job.due_at, updated_at: now }),
    )
    .execute();
}

/** An artist's jobs with their order, buyer and offer; callers add filters, order and paging. */
export function artistJobs(db: Kysely<Database>, artistId: number) {
  return db
    .selectFrom('voiceover_jobs as j')
    .innerJoin('vo_orders as o', 'o.id', 'j.vo_order_id')
    .innerJoin('users as buyer', 'buyer.id', 'o.buyer_id')
    .leftJoin('voiceover_offers as off', 'off.id', 'o.offer_id')
    .select([
      'j.id',
      'j.uid',
      'j.status',
      'j.due_at',
      'j.delivery_file_path',
      'j.created_at',
      'j.voiceover_artist_id',
      'j.vo_order_id',
      'j.revisions_used',
      'o.revisions_allowed',
      'o.notes',
      'o.title',
      'o.script',
      'o.word_count',
      'o.amount',
      'o.currency_code',
      'o.currency_symbol',
      'o.uid as order_uid',
      'buyer.username as buyer_username',
      'off.uid as offer_uid',
      'off.title as offer_title',
      'off.amount as offer_amount',
      'off.currency_code as offer_currency_code',
      'off.currency_symbol as offer_currency_symbol',
      'off.delivery_days',
    ])
    .where('j.voiceover_artist_id', '=', artistId);
}

export type JobRow = Awaited<ReturnType<ReturnType<typeof artistJobs>['execute']>>[number];

/** A page of an artist's jobs, newest first, with the total count. */
export function artistJobPage(
  db: Kysely<Database>,
  artistId: number,
  status: VoiceoverJobStatus | undefined,
  page: { limit: number; offset: number },
) {
  let base = artistJobs(db, artistId);
  if (status) base = base.where('j.status', '=', status);
  return withTotal(base, (query) =>
    query
      .orderBy('j.created_at', 'desc')
      .orderBy('j.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  );
}

export function artistJob(db: Kysely<Database>, artistId: number, uid: string) {
  return artistJobs(db, artistId).where('j.uid', '=', uid).executeTakeFirst();
}

export async function jobStatus(db: Kysely<Database>, jobId: number) {
  const row = await db
    .selectFrom('voiceover_jobs')
    .select('status')
    .where('id', '=', jobId)
    .executeTakeFirst();
  return row?.status;
}

export function jobOfOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('voiceover_jobs')
    .select(['id', 'status', 'revisions_used'])
    .where('vo_order_id', '=', orderId)
    .executeTakeFirst();
}

/** In progress → delivered, only from in progress; false when the job was not in progress. */
export async function markJobDelivered(
  db: Kysely<Database>,
  jobId: number,
  filePath: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .updateTable('voiceover_jobs')
    .set({ status: 'delivered', delivered_at: now, delivery_file_path: filePath, updated_at: now })
    .where('id', '=', jobId)
    .where('status', '=', 'in_progress')
    .returning('id')
    .execute();
  return rows.length > 0;
}

export async function insertDelivery(
  db: Kysely<Database>,
  values: Insertable<VoiceoverDeliveriesTable>,
): Promise<void> {
  await db.insertInto('voiceover_deliveries').values(values).execute();
}

export async function completeVoJob(db: Kysely<Database>, orderId: number, now: Date): Promise<void> {
  await db
    .updateTable('voiceover_jobs')
    .set({ status: 'completed', completed_at: now, updated_at: now })
    .where('vo_order_id', '=', orderId)
    .execute();
}

export async function countCompletedJob(db: Kysely<Database>, artistId: number, now: Date): Promise<void> {
  await db
    .updateTable('voiceover_artists')
    .set((eb) => ({ jobs_completed: eb('jobs_completed', '+', 1), updated_at: now }))
    .where('user_id', '=', artistId)
    .execute();
}

/** Delivered → in progress for a revision round, due again at `dueAt`. */
export async function reopenVoJob(
  db: Kysely<Database>,
  jobId: number,
  dueAt: Date,
  now: Date,
): Promise<void> {
  await db
    .updateTable('voiceover_jobs')
    .set((eb) => ({
      status: 'in_progress',
      revisions_used: eb('revisions_used', '+', 1),
      due_at: dueAt,
      updated_at: now,
    }))
    .where('id', '=', jobId)
    .where('status', '=', 'delivered')
    .execute();
}

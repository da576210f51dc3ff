/** Voiceover orders: placing, reading (with payments, jobs, deliveries and activities), locking. */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, VoOrderStatus, VoOrdersTable } from '../../db/schema.ts';
import { newestIdsPage } from '../../db/rows.ts';

export async function insertVoOrder(
  db: Kysely<Database>,
  values: Insertable<VoOrdersTable>,
): Promise<number> {
  const row = await db.insertInto('vo_orders').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A page of the buyer's voiceover order ids, newest first, with the total count. */
export function buyerVoOrderIds(
  db: Kysely<Database>,
  buyerId: number,
  status: VoOrderStatus | undefined,
  page: { limit: number; offset: number },
) {
  let base = db.selectFrom('vo_orders').where('buyer_id', '=', buyerId);
  if (status) base = base.where('status', '=', status);
  return newestIdsPage(base, page);
}

/** A voiceover order the user is the buyer or the artist of, or undefined. */
export function visibleVoOrder(db: Kysely<Database>, userId: number, uid: string) {
  return db
    .selectFrom('vo_orders')
    .selectAll()
    .where('uid', '=', uid)
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('voiceover_artist_id', '=', userId)]))
    .executeTakeFirst();
}

/** Locks a voiceover order (with its offer's delivery days) until the transaction ends. */
export function lockVoOrder(db: Kysely<Database>, orderId: number) {
  return db
    .selectFrom('vo_orders as o')
    .leftJoin('voiceover_offers as off', 'off.id', 'o.offer_id')
    .select(['o.id', 'o.status', 'o.voiceover_artist_id', 'o.revisions_allowed', 'off.delivery_days'])
    .where('o.id', '=', orderId)
    .forUpdate('o')
    .executeTakeFirstOrThrow();
}

export async function setVoOrderStatus(
  db: Kysely<Database>,
  orderId: number,
  status: VoOrderStatus,
  now: Date,
): Promise<void> {
  await db.updateTable('vo_orders').set({ status, updated_at: now }).where('id', '=', orderId).execute();
}

/** Voiceover orders with their payments (newest first) and jobs. */
export async function voOrdersWithJobs(db: Kysely<Database>, ids: number[]) {
  const [orders, payments, jobs] = await Promise.all([
    db.selectFrom('vo_orders').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('payments')
      .selectAll()
      .where('vo_order_id', 'in', ids)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('voiceover_jobs')
      .select(['id', 'vo_order_id', 'uid', 'status', 'due_at', 'delivery_file_path', 'revisions_used'])
      .where('vo_order_id', 'in', ids)
      .execute(),
  ]);
  const [deliveries, activities] = await Promise.all([
    jobDeliveries(
      db,
      jobs.map((j) => j.id),
    ),
    orderActivities(db, ids),
  ]);
  return { orders, payments, jobs, deliveries, activities };
}

/** The recordings delivered for these jobs, newest first. */
export function jobDeliveries(db: Kysely<Database>, jobIds: number[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('voiceover_deliveries')
    .selectAll()
    .where('voiceover_job_id', 'in', jobIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type DeliveryRow = Awaited<ReturnType<typeof jobDeliveries>>[number];

/** What happened to these orders, oldest first. */
export function orderActivities(db: Kysely<Database>, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('voiceover_activities')
    .selectAll()
    .where('vo_order_id', 'in', orderIds)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export type ActivityRow = Awaited<ReturnType<typeof orderActivities>>[number];

export type VoOrderBundle = Awaited<ReturnType<typeof voOrdersWithJobs>>;

/** A voiceover order the user is the buyer of, or undefined. */
export function buyerVoOrder(db: Kysely<Database>, buyerId: number, uid: string) {
  return db
    .selectFrom('vo_orders')
    .select(['id', 'uid', 'status'])
    .where('uid', '=', uid)
    .where('buyer_id', '=', buyerId)
    .executeTakeFirst();
}

/** Delivered → completed, only from delivered: the order's row, or undefined when it was not delivered. */
export function completeVoOrder(db: Kysely<Database>, orderId: number, now: Date) {
  return db
    .updateTable('vo_orders')
    .set({ status: 'completed', updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'delivered')
    .returning(['id', 'uid', 'title', 'amount', 'currency_code', 'voiceover_artist_id'])
    .executeTakeFirst();
}

/**
 * Gives voiceover orders written without their history (the demo seed writes rows directly) what the
 * API would have recorded: the offer's revision rounds, the activities their timestamps tell, and the
 * delivered file as the first delivery. Orders that have activities already are left alone.
 */
export async function recordVoiceoverHistory(db: Kysely<Database>): Promise<void> {
  const bare = sql`NOT EXISTS (SELECT 1 FROM voiceover_activities a WHERE a.vo_order_id = o.id)`;
  await sql`UPDATE vo_orders o SET revisions_allowed = f.revisions FROM voiceover_offers f
    WHERE f.id = o.offer_id AND ${bare}`.execute(db);
  await sql`INSERT INTO voiceover_deliveries (voiceover_job_id, file_path, file_name, note, created_at)
    SELECT j.id, j.delivery_file_path, regexp_replace(j.delivery_file_path, '^.*/', ''), j.notes,
      coalesce(j.delivered_at, j.updated_at)
    FROM voiceover_jobs j INNER JOIN vo_orders o ON o.id = j.vo_order_id
    WHERE j.delivery_file_path IS NOT NULL AND ${bare}
      AND NOT EXISTS (SELECT 1 FROM voiceover_deliveries d WHERE d.voiceover_job_id = j.id)`.execute(db);
  await sql`INSERT INTO voiceover_activities (vo_order_id, kind, actor, note, created_at)
    SELECT o.id, s.kind, s.actor, s.note, s.at FROM vo_orders o
    LEFT JOIN voiceover_jobs j ON j.vo_order_id = o.id
    CROSS JOIN LATERAL (VALUES
      (1, 'ordered', 'buyer', NULL, o.created_at),
      (2, 'paid', 'system', NULL, o.paid_at),
      (3, 'started', 'buyer', NULL, j.started_at),
      (4, 'delivered', 'artist', j.notes, j.delivered_at),
      (5, 'accepted', 'buyer', NULL, CASE WHEN o.status = 'completed' THEN greatest(o.updated_at, j.delivered_at) END),
      (6, 'cancelled', 'system', 'The payment was cancelled.', CASE WHEN o.status = 'cancelled' THEN o.updated_at END)
    ) AS s(step, kind, actor, note, at)
    WHERE s.at IS NOT NULL AND ${bare}
    ORDER BY o.id, s.step`.execute(db);
}

/** The uid of the voiceover order a payment pays for, if it pays for one. */
export function voOrderUidOfPayment(db: Kysely<Database>, paymentId: number) {
  return db
    .selectFrom('payments as p')
    .innerJoin('vo_orders as o', 'o.id', 'p.vo_order_id')
    .select('o.uid')
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
}

import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type {
  Database,
  VoiceoverArtistsTable,
  VoiceoverOffersTable,
  VoOrderStatus,
  VoOrdersTable,
  VoiceoverDeliveriesTable,
  VoiceoverDemosTable,
  VoiceoverJobStatus,
} from '../db/schema.ts';
import { withTotal } from './paging.ts';
import { countRows, newestIdsPage } from './rows.ts';

/** The three lists an artist is described by: the link table, the list, and the link's column. */
export const VOCAL_LISTS = {
  ages: { link: 'voiceover_artist_ages', option: 'vocal_ages', key: 'vocal_age_id' },
  accents: { link: 'voiceover_artist_accents', option: 'vocal_accents', key: 'vocal_accent_id' },
  languages: { link: 'voiceover_artist_languages', option: 'vocal_languages', key: 'vocal_language_id' },
} as const;

export type VocalList = keyof typeof VOCAL_LISTS;
export const VOCAL_LIST_NAMES = Object.keys(VOCAL_LISTS) as VocalList[];

/** The card columns of artists (profile with user names). */
export function artistCards(db: Kysely<Database>, artistIds: number[]) {
  return db
    .selectFrom('voiceover_artists as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select([
      'v.user_id',
      'v.uid',
      'u.username',
      'u.first_name',
      'u.middle_name',
      'u.last_name',
      'u.avatar_path',
      'v.display_name',
      'v.headline',
      'v.rating_average',
      'v.rating_count',
      'v.jobs_completed',
    ])
    .where('v.user_id', 'in', artistIds)
    .execute();
}

export type ArtistCardRow = Awaited<ReturnType<typeof artistCards>>[number];

/** The options of one list the artists chose, in the list's order. */
export async function artistVocalOptions(db: Kysely<Database>, list: VocalList, artistIds: number[]) {
  const { link, option, key } = VOCAL_LISTS[list];
  const result = await sql<{ artist: number; id: number; name: string }>`
    select x.voiceover_artist_id as artist, o.id, o.name
    from ${sql.table(link)} as x
    inner join ${sql.table(option)} as o on o.id = ${sql.ref(`x.${key}`)}
    where x.voiceover_artist_id in (${sql.join(artistIds)})
    order by o.position, o.id`.execute(db);
  return result.rows;
}

/** How many of these ids exist in one list. */
export async function countVocalOptions(
  db: Kysely<Database>,
  list: VocalList,
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await sql<{ id: number }>`
    select id from ${sql.table(VOCAL_LISTS[list].option)} where id in (${sql.join(ids)})`.execute(db);
  return result.rows.length;
}

/** Replaces an artist's choices in one list. */
export async function replaceVocalOptions(
  db: Kysely<Database>,
  list: VocalList,
  artistId: number,
  ids: number[],
): Promise<void> {
  const { link, key } = VOCAL_LISTS[list];
  await sql`delete from ${sql.table(link)} where voiceover_artist_id = ${artistId}`.execute(db);
  if (ids.length === 0) return;
  await sql`insert into ${sql.table(link)} (voiceover_artist_id, ${sql.ref(key)})
    values ${sql.join(ids.map((id) => sql`(${artistId}, ${id})`))}`.execute(db);
}

/** The cheapest active offer first, per artist. */
export function activeOfferPrices(db: Kysely<Database>, artistIds: number[]) {
  return db
    .selectFrom('voiceover_offers')
    .select(['voiceover_artist_id', 'amount', 'currency_code', 'currency_symbol'])
    .where('voiceover_artist_id', 'in', artistIds)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .orderBy('amount', 'asc')
    .execute();
}

/** Offers by id (any status, deleted ones too) with their artist's names. */
export function offerRows(db: Kysely<Database>, offerIds: number[]) {
  return db
    .selectFrom('voiceover_offers as o')
    .innerJoin('voiceover_artists as v', 'v.user_id', 'o.voiceover_artist_id')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .selectAll('o')
    .select([
      'v.uid as artist_uid',
      'v.display_name',
      'u.username',
      'u.first_name',
      'u.last_name',
      'u.avatar_path',
    ])
    .where('o.id', 'in', offerIds)
    .execute();
}

export type OfferRow = Awaited<ReturnType<typeof offerRows>>[number];

export function artistRow(db: Kysely<Database>, artistId: number) {
  return db
    .selectFrom('voiceover_artists')
    .selectAll()
    .where('user_id', '=', artistId)
    .executeTakeFirstOrThrow();
}

export function artistDemos(db: Kysely<Database>, artistId: number) {
  return db
    .selectFrom('voiceover_demos')
    .selectAll()
    .where('voiceover_artist_id', '=', artistId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** An artist's offer ids, cheapest first; only active ones for the public. */
export async function artistOfferIds(
  db: Kysely<Database>,
  artistId: number,
  order: 'price' | 'newest',
  activeOnly = false,
): Promise<number[]> {
  let query = db
    .selectFrom('voiceover_offers')
    .select('id')
    .where('voiceover_artist_id', '=', artistId)
    .where('deleted_at', 'is', null);
  query =
    order === 'price'
      ? query.orderBy('amount', 'asc').orderBy('id', 'asc')
      : query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (activeOnly) query = query.where('status', '=', 'active');
  return (await query.execute()).map((o) => o.id);
}

/** Gives a voiceover account its artist row if it has none yet. */
export async function ensureArtistRow(
  db: Kysely<Database>,
  values: { user_id: number; uid: string; country_code: string | null },
): Promise<void> {
  await db
    .insertInto('voiceover_artists')
    .values({ ...values, status: 'incomplete' })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Creates or renames the artist row of a new voiceover account. */
export async function upsertArtistRow(
  db: Kysely<Database>,
  values: Insertable<VoiceoverArtistsTable> & {
    display_name: string;
    headline: string;
    country_code: string;
  },
): Promise<void> {
  await db
    .insertInto('voiceover_artists')
    .values(values)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        display_name: values.display_name,
        headline: values.headline,
        country_code: values.country_code,
        updated_at: values.updated_at,
      }),
    )
    .execute();
}

export async function updateArtistRow(
  db: Kysely<Database>,
  artistId: number,
  values: Updateable<VoiceoverArtistsTable>,
): Promise<void> {
  await db.updateTable('voiceover_artists').set(values).where('user_id', '=', artistId).execute();
}

export function artistStatus(db: Kysely<Database>, userId: number) {
  return db.selectFrom('voiceover_artists').select('status').where('user_id', '=', userId).executeTakeFirst();
}

/** One of the artist's offers that is not deleted, or undefined. */
export function ownOfferRow(db: Kysely<Database>, artistId: number, uid: string) {
  return db
    .selectFrom('voiceover_offers')
    .select(['id', 'uid'])
    .where('uid', '=', uid)
    .where('voiceover_artist_id', '=', artistId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function countOffers(db: Kysely<Database>, artistId: number): Promise<number> {
  return countRows(
    db
      .selectFrom('voiceover_offers')
      .where('voiceover_artist_id', '=', artistId)
      .where('deleted_at', 'is', null),
  );
}

export async function insertOffer(
  db: Kysely<Database>,
  values: Insertable<VoiceoverOffersTable>,
): Promise<number> {
  const row = await db
    .insertInto('voiceover_offers')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOffer(
  db: Kysely<Database>,
  offerId: number,
  values: Updateable<VoiceoverOffersTable>,
): Promise<void> {
  await db.updateTable('voiceover_offers').set(values).where('id', '=', offerId).execute();
}

/** An active, not deleted offer by uid (for ordering it), or undefined. */
export function orderableOffer(db: Kysely<Database>, uid: string) {
  return db
    .selectFrom('voiceover_offers')
    .selectAll()
    .where('uid', '=', uid)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export function countDemos(db: Kysely<Database>, artistId: number): Promise<number> {
  return countRows(db.selectFrom('voiceover_demos').where('voiceover_artist_id', '=', artistId));
}

export async function insertDemo(
  db: Kysely<Database>,
  values: Insertable<VoiceoverDemosTable>,
): Promise<void> {
  await db.insertInto('voiceover_demos').values(values).execute();
}

/** Deletes one of the artist's demos; its file path, or undefined when it is not theirs. */
export function deleteDemo(db: Kysely<Database>, artistId: number, demoId: number) {
  return db
    .deleteFrom('voiceover_demos')
    .where('id', '=', demoId)
    .where('voiceover_artist_id', '=', artistId)
    .returning('file_path')
    .executeTakeFirst();
}

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

/** Flags the user as a voiceover artist. */
export async function markVoiceoverArtist(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_voiceover_artist: true, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** A voiceover order the user is the buyer of, or undefined. */
export function buyerVoOrder(db: Kysely<Database>, buyerId: number, uid: string) {
  return db
    .selectFrom('vo_orders')
    .select(['id', 'uid', 'status'])
    .where('uid', '=', uid)
    .where('buyer_id', '=', buyerId)
    .executeTakeFirst();
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

/** The partner programme's reads and writes (issue 43). */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, PartnerClicksTable, PartnersTable, RevenuesTable } from '../../db/schema.ts';
import { withTotal } from '../../db/paging.ts';
import { likePattern, offsetOf } from '../../lib/pagination.ts';

/** The ledger lines that are a partner's commissions (and their reversals by refunds). */
export const COMMISSION_KINDS = ['commission', 'commission_reversal'] as const;

const monthOf = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM')`;

export function partnerByUser(db: Kysely<Database>, userId: number) {
  return db.selectFrom('partners').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function partnerByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('partners').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Locks a partner's row (by code) until the transaction ends. */
export function lockPartnerByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('partners').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
}

/** Inserts the partner unless the code is taken (answers undefined then: draw another). */
export function insertPartner(db: Kysely<Database>, values: Insertable<PartnersTable>) {
  return db
    .insertInto('partners')
    .values(values)
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updatePartner(
  db: Kysely<Database>,
  userId: number,
  values: {
    site_url?: string;
    status?: 'active' | 'suspended';
    suspended_at?: Date | null;
    suspension_reason?: string | null;
    updated_at: Date;
  },
) {
  return db
    .updateTable('partners')
    .set(values)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function markUserPartner(db: Kysely<Database>, userId: number, now: Date) {
  return db
    .updateTable('users')
    .set({ is_partner: true, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

// Clicks ---------------------------------------------------------------------------------------

/** This visitor's click for the partner since `since` (the start of the UTC day), if any. */
export function recentClick(db: Kysely<Database>, partnerId: number, visitorHash: string, since: Date) {
  return db
    .selectFrom('partner_clicks')
    .select(['id'])
    .where('partner_id', '=', partnerId)
    .where('visitor_hash', '=', visitorHash)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many clicks one address made for the partner since `since`, and the newest of them. */
export async function addressClicks(
  db: Kysely<Database>,
  partnerId: number,
  addressHash: string,
  since: Date,
) {
  const rows = await db
    .selectFrom('partner_clicks')
    .select(['id'])
    .where('partner_id', '=', partnerId)
    .where('address_hash', '=', addressHash)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .execute();
  return { count: rows.length, latest: rows[0] };
}

export function insertClick(db: Kysely<Database>, values: Insertable<PartnerClicksTable>) {
  return db.insertInto('partner_clicks').values(values).returning('id').executeTakeFirstOrThrow();
}

export function clickById(db: Kysely<Database>, id: number) {
  return db.selectFrom('partner_clicks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The book a store path names by uid or slug (a click's book), or undefined. */
export function bookIdNamed(db: Kysely<Database>, names: string[]) {
  return db
    .selectFrom('books')
    .select('id')
    .where((eb) => eb.or([eb('uid', 'in', names), eb('slug', 'in', names)]))
    .limit(1)
    .executeTakeFirst();
}

// Rates ----------------------------------------------------------------------------------------

export function rateRows(db: Kysely<Database>) {
  return db.selectFrom('partner_rates').select(['book_type', 'percent']).execute();
}

export async function saveRates(
  db: Kysely<Database>,
  rows: { book_type: 'ebook' | 'audiobook' | 'printbook'; percent: number }[],
  now: Date,
) {
  await db
    .insertInto('partner_rates')
    .values(rows.map((r) => ({ ...r, updated_at: now })))
    .onConflict((oc) =>
      oc.column('book_type').doUpdateSet((eb) => ({
        percent: eb.ref('excluded.percent'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

// Orders and the ledger ------------------------------------------------------------------------

export function stampOrderPartner(db: Kysely<Database>, orderId: number, partnerId: number, clickId: number) {
  return db
    .updateTable('orders')
    .set({ partner_id: partnerId, partner_click_id: clickId })
    .where('id', '=', orderId)
    .execute();
}

export async function insertCommission(db: Kysely<Database>, values: Insertable<RevenuesTable>) {
  await db.insertInto('revenues').values(values).execute();
}

/** The commission lines of some order items (to reverse on a refund). */
export function commissionsOf(db: Kysely<Database>, itemIds: number[]) {
  return db
    .selectFrom('revenues')
    .selectAll()
    .where('kind', '=', 'commission')
    .where('order_item_id', 'in', itemIds)
    .execute();
}

/** The partner's commission lines in a currency: all, held now, available now. */
export function commissionTotals(db: Kysely<Database>, userId: number, currencyCode: string, now: Date) {
  return db
    .selectFrom('revenues')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('earned'),
      eb.fn.coalesce(eb.fn.sum<number>('amount').filterWhere('available_at', '>', now), eb.lit(0)).as('held'),
    ])
    .where('user_id', '=', userId)
    .where('currency_code', '=', currencyCode)
    .where('kind', 'in', COMMISSION_KINDS)
    .executeTakeFirstOrThrow();
}

export function clickCounts(db: Kysely<Database>, partnerId: number) {
  return db
    .selectFrom('partner_clicks')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('id').filterWhere('source', '=', 'widget').as('widget'),
      eb.fn.count<number>('id').filterWhere('source', '=', 'link').as('link'),
    ])
    .where('partner_id', '=', partnerId)
    .executeTakeFirstOrThrow();
}

export function paidOrderCount(db: Kysely<Database>, partnerId: number) {
  return db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('partner_id', '=', partnerId)
    .where('paid_at', 'is not', null)
    .executeTakeFirstOrThrow();
}

export function clicksPerMonth(db: Kysely<Database>, partnerId: number, from: Date) {
  return db
    .selectFrom('partner_clicks')
    .select((eb) => [monthOf('created_at').as('month'), eb.fn.countAll<number>().as('value')])
    .where('partner_id', '=', partnerId)
    .where('created_at', '>=', from)
    .groupBy(monthOf('created_at'))
    .execute();
}

export function ordersPerMonth(db: Kysely<Database>, partnerId: number, from: Date) {
  return db
    .selectFrom('orders')
    .select((eb) => [monthOf('paid_at').as('month'), eb.fn.countAll<number>().as('value')])
    .where('partner_id', '=', partnerId)
    .where('paid_at', '>=', from)
    .groupBy(monthOf('paid_at'))
    .execute();
}

export function earningsPerMonth(db: Kysely<Database>, userId: number, currencyCode: string, from: Date) {
  return db
    .selectFrom('revenues')
    .select((eb) => [monthOf('created_at').as('month'), eb.fn.sum<number>('amount').as('value')])
    .where('user_id', '=', userId)
    .where('currency_code', '=', currencyCode)
    .where('kind', 'in', COMMISSION_KINDS)
    .where('created_at', '>=', from)
    .groupBy(monthOf('created_at'))
    .execute();
}

/** The books that earned the partner most in a currency (net of reversals). */
export function topBooks(db: Kysely<Database>, userId: number, currencyCode: string, limit: number) {
  return db
    .selectFrom('revenues as r')
    .innerJoin('order_items as oi', 'oi.id', 'r.order_item_id')
    .innerJoin('books as b', 'b.id', 'oi.book_id')
    .select((eb) => [
      'b.uid',
      'b.title',
      'b.type',
      eb.fn.count<number>('oi.order_id').distinct().filterWhere('r.kind', '=', 'commission').as('orders'),
      eb.fn.sum<number>('r.amount').as('commission'),
    ])
    .where('r.user_id', '=', userId)
    .where('r.currency_code', '=', currencyCode)
    .where('r.kind', 'in', COMMISSION_KINDS)
    .groupBy(['b.id', 'b.uid', 'b.title', 'b.type'])
    .orderBy('commission', 'desc')
    .orderBy('b.id')
    .limit(limit)
    .execute();
}

/** A page of the partner's attributed orders, newest first (nothing about the buyer is selected). */
export function attributedOrdersPage(db: Kysely<Database>, partnerId: number, page: number, perPage: number) {
  return withTotal(db.selectFrom('orders').where('partner_id', '=', partnerId), (q) =>
    q
      .select([
        'id',
        'uid',
        'status',
        'created_at',
        'paid_at',
        'total_amount',
        'currency_code',
        'currency_symbol',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset(offsetOf(page, perPage))
      .execute(),
  );
}

export function itemsOfOrders(db: Kysely<Database>, orderIds: number[]) {
  return db
    .selectFrom('order_items')
    .select(['id', 'order_id', 'title', 'type', 'quantity'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export function commissionLinesOf(db: Kysely<Database>, userId: number, itemIds: number[]) {
  return db
    .selectFrom('revenues')
    .select(['order_item_id', 'kind', 'amount', 'available_at'])
    .where('user_id', '=', userId)
    .where('kind', 'in', COMMISSION_KINDS)
    .where('order_item_id', 'in', itemIds)
    .execute();
}

// The back office ------------------------------------------------------------------------------

export function adminPartnersPage(
  db: Kysely<Database>,
  filters: { status?: 'active' | 'suspended' | undefined; q?: string | undefined },
  page: number,
  perPage: number,
) {
  let base = db.selectFrom('partners as p').innerJoin('users as u', 'u.id', 'p.user_id');
  if (filters.status) base = base.where('p.status', '=', filters.status);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    base = base.where((eb) =>
      eb.or([
        eb('u.username', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
        eb('p.code', 'ilike', pattern),
      ]),
    );
  }
  return withTotal(base, (q) =>
    q
      .selectAll('p')
      .select(['u.username', 'u.email'])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.user_id', 'desc')
      .limit(perPage)
      .offset(offsetOf(page, perPage))
      .execute(),
  );
}

export function adminPartnerRow(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('partners as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .selectAll('p')
    .select(['u.username', 'u.email'])
    .where('p.user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Clicks and paid orders of some partners. */
export async function partnerFigures(db: Kysely<Database>, partnerIds: number[]) {
  if (partnerIds.length === 0) return new Map<number, { clicks: number; orders: number }>();
  const [clicks, orders] = await Promise.all([
    db
      .selectFrom('partner_clicks')
      .select((eb) => ['partner_id', eb.fn.countAll<number>().as('count')])
      .where('partner_id', 'in', partnerIds)
      .groupBy('partner_id')
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => ['partner_id', eb.fn.countAll<number>().as('count')])
      .where('partner_id', 'in', partnerIds)
      .where('paid_at', 'is not', null)
      .groupBy('partner_id')
      .execute(),
  ]);
  return new Map(
    partnerIds.map((id) => [
      id,
      {
        clicks: Number(clicks.find((c) => c.partner_id === id)?.count ?? 0),
        orders: Number(orders.find((o) => o.partner_id === id)?.count ?? 0),
      },
    ]),
  );
}

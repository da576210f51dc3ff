/** Accounts as the back office reads and changes them: the operator flag, suspensions. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { likePattern, offsetOf } from '../../lib/pagination.ts';
import { withTotal } from '../../db/paging.ts';

/** The account with `email` (case-insensitive), locked until commit when `lock`. */
export function userByEmail(db: Kysely<Database>, email: string, lock = false) {
  const query = db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()));
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The account `id`, locked until commit. */
export function lockUser(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function setOperator(db: Kysely<Database>, userId: number, on: boolean, now: Date) {
  return db.updateTable('users').set({ is_operator: on, updated_at: now }).where('id', '=', userId).execute();
}

/** A page of accounts by username, email or name (optionally active or suspended), the newest first. */
export function usersPage(
  db: Kysely<Database>,
  filters: { status?: 'active' | 'suspended' | undefined; q?: string | undefined },
  page: number,
  perPage: number,
) {
  let base = db.selectFrom('users as u');
  if (filters.status === 'active') base = base.where('u.suspended_at', 'is', null);
  if (filters.status === 'suspended') base = base.where('u.suspended_at', 'is not', null);
  if (filters.q) {
    const like = likePattern(filters.q);
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.username']), 'like', like),
        eb(eb.fn('lower', ['u.email']), 'like', like),
        eb(sql<string>`lower(u.first_name || ' ' || u.last_name)`, 'like', like),
      ]),
    );
  }
  return withTotal(base, (query) =>
    query
      .select(userColumns)
      .select(userCounts)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(perPage)
      .offset(offsetOf(page, perPage))
      .execute(),
  );
}

const userColumns = [
  'u.id',
  'u.uid',
  'u.username',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.is_author',
  'u.is_voiceover_artist',
  'u.is_operator',
  'u.email_verified_at',
  'u.suspended_at',
  'u.suspension_reason',
  'u.created_at',
] as const;

const userCounts = [
  sql<number>`(SELECT count(*) FROM books b WHERE b.author_id = u.id)`.as('books_count'),
  sql<number>`(SELECT count(*) FROM orders o WHERE o.user_id = u.id)`.as('orders_count'),
];

/** One account as the back office lists it. */
export function adminUserRow(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('users as u')
    .select(userColumns)
    .select(userCounts)
    .where('u.id', '=', id)
    .executeTakeFirstOrThrow();
}

export type AdminUserRow = Awaited<ReturnType<typeof adminUserRow>>;

export function setSuspension(
  db: Kysely<Database>,
  userId: number,
  suspension: { at: Date; reason: string } | null,
  now: Date,
) {
  return db
    .updateTable('users')
    .set({
      suspended_at: suspension?.at ?? null,
      suspension_reason: suspension?.reason ?? null,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** Ends every session of the account. */
export function endSessions(db: Kysely<Database>, userId: number) {
  return db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Takes the author's published books off sale for a suspension: how many. */
export async function hideBooksOf(db: Kysely<Database>, authorId: number, now: Date): Promise<number> {
  const rows = await db
    .updateTable('books')
    .set({ status: 'unpublished', hidden_by_suspension: true, updated_at: now })
    .where('author_id', '=', authorId)
    .where('status', '=', 'published')
    .returning('id')
    .execute();
  return rows.length;
}

/** Puts back on sale the books a suspension took off: how many. */
export async function restoreBooksOf(db: Kysely<Database>, authorId: number, now: Date): Promise<number> {
  const rows = await db
    .updateTable('books')
    .set({ status: 'published', hidden_by_suspension: false, updated_at: now })
    .where('author_id', '=', authorId)
    .where('hidden_by_suspension', '=', true)
    .returning('id')
    .execute();
  return rows.length;
}

import type { Insertable, Kysely, UpdateObject } from 'kysely';
import type { Database, DeliveryAddressesTable, UsersTable } from '../../db/schema.ts';

/** A user's row. */
export function userById(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** A user's delivery addresses with their state's name, the primary one first. */
export function deliveryAddressRows(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('delivery_addresses')
    .innerJoin('states', 'states.id', 'delivery_addresses.state_id')
    .selectAll('delivery_addresses')
    .select(['states.name as state_name'])
    .where('delivery_addresses.user_id', '=', userId)
    .orderBy('delivery_addresses.is_primary', 'desc')
    .orderBy('delivery_addresses.id', 'asc')
    .execute();
}

export type DeliveryAddressRow = Awaited<ReturnType<typeof deliveryAddressRows>>[number];

/** Another user's id with this username (case-insensitive), or undefined. */
export function usernameTakenBy(db: Kysely<Database>, username: string, exceptUserId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .where('id', '!=', exceptUserId)
    .executeTakeFirst();
}

/** One of the user's stored image paths. */
export function userImagePath(db: Kysely<Database>, userId: number, column: 'avatar_path' | 'banner_path') {
  return db.selectFrom('users').select(column).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Users holding this username or this email (case-insensitive): at most one of each. */
export function usersNamed(db: Kysely<Database>, username: string, email: string) {
  return db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), '=', username.toLowerCase()),
        eb(eb.fn('lower', ['email']), '=', email.toLowerCase()),
      ]),
    )
    .execute();
}

/** The user with this email (case-insensitive), or undefined. */
export function userByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** Whom to mail at this email (case-insensitive), or undefined. */
export function mailableByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'username'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** The id and email of the user with this email (case-insensitive), or undefined. */
export function userIdByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** Locks the user's row until the transaction ends (serializes changes to what the user owns). */
export function lockUser(trx: Kysely<Database>, userId: number) {
  return trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** How many delivery addresses the user keeps. */
export async function deliveryAddressCount(db: Kysely<Database>, userId: number): Promise<number> {
  const existing = await db
    .selectFrom('delivery_addresses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(existing.count);
}

/** Unmarks the user's primary delivery address. */
export function clearPrimaryAddress(db: Kysely<Database>, userId: number) {
  return db
    .updateTable('delivery_addresses')
    .set({ is_primary: false })
    .where('user_id', '=', userId)
    .where('is_primary', '=', true)
    .execute();
}

export function insertDeliveryAddress(db: Kysely<Database>, address: Insertable<DeliveryAddressesTable>) {
  return db.insertInto('delivery_addresses').values(address).execute();
}

/** Changes columns of a user's row. */
export function updateUser(db: Kysely<Database>, userId: number, changes: UpdateObject<Database, 'users'>) {
  return db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** A new user, returned whole (a taken username or email fails on the unique indexes). */
export function insertUser(db: Kysely<Database>, user: Insertable<UsersTable>) {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** Ends every session of a user. */
export function deleteSessionsOf(db: Kysely<Database>, userId: number) {
  return db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

import type { Account, DeliveryAddress } from '@bookstore/api-client/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../context.ts';
import type { Database, User } from '../db/schema.ts';

const DEFAULT_COUNTRY = 'ng';

export async function loadDeliveryAddresses(
  db: Kysely<Database>,
  userId: number,
): Promise<DeliveryAddress[]> {
  const rows = await db
    .selectFrom('delivery_addresses')
    .innerJoin('states', 'states.id', 'delivery_addresses.state_id')
    .selectAll('delivery_addresses')
    .select(['states.name as state_name'])
    .where('delivery_addresses.user_id', '=', userId)
    .orderBy('delivery_addresses.is_primary', 'desc')
    .orderBy('delivery_addresses.id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    is_primary: row.is_primary,
    full_name: row.full_name,
    phone: row.phone,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    city: row.city,
    state: { id: row.state_id, name: row.state_name },
    country_code: row.country_code,
    postal_code: row.postal_code,
  }));
}

export function presentAccount(deps: AppDeps, user: User, addresses: DeliveryAddress[]): Account {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    email_is_verified: user.email_verified_at !== null,
    first_name: user.first_name,
    middle_name: user.middle_name,
    last_name: user.last_name,
    phone: user.phone,
    bio: user.bio,
    avatar: deps.media.url(user.avatar_path),
    profile_banner: deps.media.url(user.banner_path),
    country_code: user.country_code ?? DEFAULT_COUNTRY,
    author_account: user.is_author,
    voiceover_artist_account: user.is_voiceover_artist,
    delivery_addresses: addresses,
    created_at: user.created_at.toISOString(),
  };
}

/** The account as stored now (after an update in the same request). */
export async function loadAccount(deps: AppDeps, userId: number): Promise<Account> {
  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return presentAccount(deps, user, await loadDeliveryAddresses(deps.db, userId));
}

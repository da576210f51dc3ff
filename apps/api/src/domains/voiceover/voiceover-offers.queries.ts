/** Voiceover artists' offers: the public prices, an artist's own offers, the one a buyer orders. */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, VoiceoverOffersTable } from '../../db/schema.ts';
import { countRows } from '../../db/rows.ts';

/** The cheapest active offer first, per artist. */
export function activeOfferPrices(db: Kysely<Database>, artistIds: number[]) {
  return db
    .selectFrom('voiceover_offers')
    .select(['voiceover_artist_id', 'amount', 'currency_code', 'currency_symbol'])
    .where('voiceover_artist_id', 'in', artistIds)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .where('hidden_at', 'is', null)
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
  // The public list: active offers an operator has not hidden (issue 28).
  if (activeOnly) query = query.where('status', '=', 'active').where('hidden_at', 'is', null);
  return (await query.execute()).map((o) => o.id);
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

/** An active, not deleted offer by uid (for ordering it) with its artist's review status, or undefined. */
export function orderableOffer(db: Kysely<Database>, uid: string) {
  return db
    .selectFrom('voiceover_offers as o')
    .innerJoin('voiceover_artists as v', 'v.user_id', 'o.voiceover_artist_id')
    .innerJoin('users as u', 'u.id', 'o.voiceover_artist_id')
    .selectAll('o')
    .select('v.status as artist_status')
    .where('o.uid', '=', uid)
    .where('o.deleted_at', 'is', null)
    .where('o.status', '=', 'active')
    .where('o.hidden_at', 'is', null)
    .where('u.suspended_at', 'is', null)
    .executeTakeFirst();
}

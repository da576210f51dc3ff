/** Voiceover offers as the back office lists and hides them (issue 28). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { likePattern, offsetOf } from '../../lib/pagination.ts';
import { withTotal } from '../../db/paging.ts';

const offerColumns = [
  'o.id',
  'o.uid',
  'o.title',
  'o.amount',
  'o.currency_code',
  'o.currency_symbol',
  'o.status',
  'o.hidden_at',
  'o.hidden_reason',
  'o.created_at',
  'u.id as artist_id',
  'u.uid as artist_uid',
  'u.username as artist_username',
  'u.email as artist_email',
  'u.first_name as artist_first_name',
  'u.last_name as artist_last_name',
] as const;

function offersWithArtist(db: Kysely<Database>) {
  return db
    .selectFrom('voiceover_offers as o')
    .innerJoin('users as u', 'u.id', 'o.voiceover_artist_id')
    .where('o.deleted_at', 'is', null);
}

/** A page of offers (not deleted) by title, uid or artist, the newest first. */
export function offersPage(db: Kysely<Database>, q: string | undefined, page: number, perPage: number) {
  let base = offersWithArtist(db);
  if (q) {
    const like = likePattern(q);
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['o.title']), 'like', like),
        eb(eb.fn('lower', ['o.uid']), 'like', like),
        eb(eb.fn('lower', ['u.username']), 'like', like),
      ]),
    );
  }
  return withTotal(base, (query) =>
    query
      .select(offerColumns)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(perPage)
      .offset(offsetOf(page, perPage))
      .execute(),
  );
}

export function adminOfferRow(db: Kysely<Database>, offerId: number) {
  return offersWithArtist(db).select(offerColumns).where('o.id', '=', offerId).executeTakeFirstOrThrow();
}

export type AdminOfferRow = Awaited<ReturnType<typeof adminOfferRow>>;

/** Hides the offer `uid` if it is not hidden yet (a conditional update: one of two operators wins). */
export function hideOfferRow(db: Kysely<Database>, uid: string, reason: string, now: Date) {
  return db
    .updateTable('voiceover_offers')
    .set({ hidden_at: now, hidden_reason: reason, updated_at: now })
    .where('uid', '=', uid)
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null)
    .returning(['id', 'uid', 'title', 'status', 'voiceover_artist_id'])
    .executeTakeFirst();
}

export function offerByUid(db: Kysely<Database>, uid: string) {
  return db
    .selectFrom('voiceover_offers')
    .select(['id', 'title', 'hidden_at', 'voiceover_artist_id'])
    .where('uid', '=', uid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

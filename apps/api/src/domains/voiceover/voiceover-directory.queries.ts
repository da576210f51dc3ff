/** The public directory of voiceover artists (approved artists, their active offers, the vocal lists). */
import { sql, type Kysely } from 'kysely';
import type { Database, VoiceoverArtistsTable } from '../../db/schema.ts';
import { likePattern } from '../../lib/pagination.ts';
import { withTotal } from '../../db/paging.ts';

/** The three lists an artist is described and filtered by, in the store's order. */
export function vocalCharacteristics(db: Kysely<Database>) {
  return Promise.all([
    db.selectFrom('vocal_ages').select(['id', 'name']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('vocal_accents').select(['id', 'name']).orderBy('position').orderBy('name').execute(),
    db.selectFrom('vocal_languages').select(['id', 'name']).orderBy('position').orderBy('name').execute(),
  ]);
}

export interface ArtistFilters {
  keyword?: string | undefined;
  language?: number[] | undefined;
  accent?: number[] | undefined;
  age?: number[] | undefined;
  gender?: NonNullable<VoiceoverArtistsTable['gender']>[] | undefined;
}

/** Approved artists matching the keyword (in a name, the username or the headline) and any of each list. */
function approvedArtists(db: Kysely<Database>, filters: ArtistFilters) {
  let artists = db
    .selectFrom('voiceover_artists as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .where('v.status', '=', 'approved')
    // Issue 28: a suspended account is out of every public read.
    .where('u.suspended_at', 'is', null);
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    artists = artists.where(
      sql<boolean>`(lower(coalesce(v.display_name, '')) like ${pattern} or lower(u.username) like ${pattern}
            or lower(u.first_name || ' ' || u.last_name) like ${pattern} or lower(coalesce(v.headline, '')) like ${pattern})`,
    );
  }
  if (filters.language?.length) {
    const ids = filters.language;
    artists = artists.where((eb) =>
      eb.exists(
        eb
          .selectFrom('voiceover_artist_languages as x')
          .select('x.vocal_language_id')
          .whereRef('x.voiceover_artist_id', '=', 'v.user_id')
          .where('x.vocal_language_id', 'in', ids),
      ),
    );
  }
  if (filters.accent?.length) {
    const ids = filters.accent;
    artists = artists.where((eb) =>
      eb.exists(
        eb
          .selectFrom('voiceover_artist_accents as x')
          .select('x.vocal_accent_id')
          .whereRef('x.voiceover_artist_id', '=', 'v.user_id')
          .where('x.vocal_accent_id', 'in', ids),
      ),
    );
  }
  if (filters.age?.length) {
    const ids = filters.age;
    artists = artists.where((eb) =>
      eb.exists(
        eb
          .selectFrom('voiceover_artist_ages as x')
          .select('x.vocal_age_id')
          .whereRef('x.voiceover_artist_id', '=', 'v.user_id')
          .where('x.vocal_age_id', 'in', ids),
      ),
    );
  }
  if (filters.gender?.length) artists = artists.where('v.gender', 'in', filters.gender);
  return artists;
}

/** A page of the matching artists' user ids, best rated first, and their total. */
export function artistPage(db: Kysely<Database>, filters: ArtistFilters, limit: number, offset: number) {
  return withTotal(approvedArtists(db, filters), (artists) =>
    artists
      .select('v.user_id')
      .orderBy('v.rating_average', 'desc')
      .orderBy('v.jobs_completed', 'desc')
      .orderBy('v.user_id')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
}

/** Each of these artists' newest demo (one row per artist that has any), for the listing's cards. */
export function newestDemos(db: Kysely<Database>, artistIds: number[]) {
  return db
    .selectFrom('voiceover_demos')
    .distinctOn('voiceover_artist_id')
    .select(['voiceover_artist_id', 'title', 'file_path', 'duration_seconds'])
    .where('voiceover_artist_id', 'in', artistIds)
    .orderBy('voiceover_artist_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type NewestDemoRow = Awaited<ReturnType<typeof newestDemos>>[number];

/** An active offer of an approved artist by uid: its id, or undefined. */
export function publicOfferId(db: Kysely<Database>, uid: string) {
  return (
    db
      .selectFrom('voiceover_offers as o')
      .innerJoin('voiceover_artists as v', 'v.user_id', 'o.voiceover_artist_id')
      .innerJoin('users as u', 'u.id', 'o.voiceover_artist_id')
      .select('o.id')
      .where('o.uid', '=', uid)
      .where('o.deleted_at', 'is', null)
      .where('o.status', '=', 'active')
      // Issue 28: an offer an operator hid, or of a suspended account, is not public.
      .where('o.hidden_at', 'is', null)
      .where('u.suspended_at', 'is', null)
      .where('v.status', '=', 'approved')
      .executeTakeFirst()
  );
}

/** An approved artist by uid or username (case-insensitive): the user id, or undefined. */
export function publicArtistId(db: Kysely<Database>, uidOrUsername: string) {
  return db
    .selectFrom('voiceover_artists as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select('v.user_id')
    .where('v.status', '=', 'approved')
    .where('u.suspended_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('v.uid', '=', uidOrUsername),
        eb(eb.fn('lower', ['u.username']), '=', uidOrUsername.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
}

/** Voiceover artists' profiles: the card, the vocal lists, the artist row, the demos. */
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, VoiceoverArtistsTable, VoiceoverDemosTable } from '../../db/schema.ts';
import { countRows } from '../../db/rows.ts';

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

/** Flags the user as a voiceover artist. */
export async function markVoiceoverArtist(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_voiceover_artist: true, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

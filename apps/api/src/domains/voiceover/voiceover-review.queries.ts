/** The operator's review of voiceover profiles (domains/voiceover/voiceover-review.ts). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Profiles in review, and approved profiles with a change waiting (issue 41), with their demo and offer
 * counts, the longest waiting first.
 */
export function profilesInReview(db: Kysely<Database>) {
  return db
    .selectFrom('voiceover_artists as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .leftJoin('voiceover_profile_versions as pv', (join) =>
      join.onRef('pv.artist_id', '=', 'v.user_id').on('pv.status', '=', 'in_review'),
    )
    .select((eb) => [
      'u.username',
      'u.email',
      'v.display_name',
      'v.headline',
      eb.fn.coalesce('pv.submitted_at', 'v.submitted_at').as('submitted_at'),
      eb('pv.id', 'is not', null).as('is_change'),
      eb
        .selectFrom('voiceover_demos as d')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('d.voiceover_artist_id', '=', 'v.user_id')
        .$asScalar()
        .as('demos'),
      eb
        .selectFrom('voiceover_offers as o')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('o.voiceover_artist_id', '=', 'v.user_id')
        .where('o.deleted_at', 'is', null)
        .$asScalar()
        .as('offers'),
    ])
    .where((eb) =>
      eb.or([
        eb('v.status', '=', 'in_review'),
        eb.and([eb('v.status', '=', 'approved'), eb('pv.id', 'is not', null)]),
      ]),
    )
    .orderBy(sql`coalesce(pv.submitted_at, v.submitted_at)`, 'asc')
    .orderBy('u.username', 'asc')
    .execute();
}

/** The voiceover artist whose username is `username` (case-insensitive), or undefined. */
export function artistByUsername(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('voiceover_artists as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['v.user_id', 'v.status', 'u.username', 'u.email'])
    .where((eb) => eb(eb.fn('lower', ['u.username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

/**
 * Whether the account `userId` is suspended, its row locked until commit: a suspension (which locks
 * the account first) waits for a review in flight, or the review sees it.
 */
export async function lockedSuspension(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('suspended_at')
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row?.suspended_at ?? null;
}

/**
 * Records a review of a profile still in review (conditional on that status, so two reviews at once
 * cannot both apply): whether it did.
 */
export async function recordReview(
  db: Kysely<Database>,
  artistId: number,
  outcome: { status: 'approved' } | { status: 'rejected'; reason: string },
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('voiceover_artists')
    .set({
      status: outcome.status,
      reviewed_at: now,
      updated_at: now,
      ...(outcome.status === 'approved'
        ? { approved_at: now, rejection_reason: null }
        : { rejection_reason: outcome.reason }),
    })
    .where('user_id', '=', artistId)
    .where('status', '=', 'in_review')
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Approves every profile in review submitted at or before `submittedBy` whose account is not
 * suspended: the artists' contacts.
 */
export function approveSubmittedBy(db: Kysely<Database>, submittedBy: Date, now: Date) {
  return db
    .updateTable('voiceover_artists as v')
    .from('users as u')
    .set({ status: 'approved', reviewed_at: now, approved_at: now, rejection_reason: null, updated_at: now })
    .whereRef('u.id', '=', 'v.user_id')
    .where('u.suspended_at', 'is', null)
    .where('v.status', '=', 'in_review')
    .where('v.submitted_at', '<=', submittedBy)
    .returning(['u.email', 'u.username'])
    .execute();
}

/** Approved artists whose change has waited since `submittedBy` or longer (the demo's auto-approval). */
export function changesSubmittedBy(db: Kysely<Database>, submittedBy: Date) {
  return db
    .selectFrom('voiceover_profile_versions as pv')
    .innerJoin('voiceover_artists as v', 'v.user_id', 'pv.artist_id')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['v.user_id', 'u.username', 'u.email'])
    .where('pv.status', '=', 'in_review')
    .where('v.status', '=', 'approved')
    .where('pv.submitted_at', '<=', submittedBy)
    .execute();
}

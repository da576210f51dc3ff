/**
 * The voiceover review as a gate (issue 23): only an approved artist's offers are created, activated,
 * shown or ordered. An approved artist's change to a public part of the profile waits for review as a
 * version while the approved profile stays listed (issue 41, replacing issue 23's "hidden during
 * re-review": domains/voiceover/profile-versions.ts). The phone number is private: it changes at once.
 */
import type { Updateable } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { VoiceoverArtistsTable } from '../../db/schema.ts';
import { Conflict } from '../../domain/errors.ts';
import { artistRow, artistStatus } from './voiceover-profiles.queries.ts';
import { openProfileVersion, proposeProfileChange } from './profile-versions.ts';

export const NOT_APPROVED_OFFERS =
  'Your voiceover profile must be approved before your offers can be published. Submit it for review and wait for the approval.';
export const ARTIST_NOT_APPROVED =
  'This artist’s profile is not approved at the moment, so their offers cannot be ordered. Please choose another offer.';

/** Profile columns that are not shown publicly (or are bookkeeping): changing them needs no review. */
const PRIVATE_COLUMNS = new Set(['phone', 'studio_completed_at', 'updated_at', 'status', 'submitted_at']);

/** 409 unless the artist's profile is approved (creating or activating an offer). */
export async function requireApprovedArtist(deps: AppDeps, userId: number): Promise<void> {
  if ((await artistStatus(deps.db, userId))?.status !== 'approved') throw new Conflict(NOT_APPROVED_OFFERS);
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What of a profile step's `values` is written to the profile now: all of it unless the profile is
 * approved; then only the private columns, while the public ones that differ from the approved profile
 * (or change what its open version proposes) go into the version for review.
 */
export async function liveColumns(
  deps: AppDeps,
  userId: number,
  values: Updateable<VoiceoverArtistsTable>,
): Promise<Updateable<VoiceoverArtistsTable>> {
  const row = await artistRow(deps.db, userId);
  if (row.status !== 'approved') return values;
  const current = row as unknown as Record<string, unknown>;
  const open = await openProfileVersion(deps.db, userId);
  const live: Record<string, unknown> = {};
  const proposed: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(values)) {
    if (PRIVATE_COLUMNS.has(column)) live[column] = value;
    else if (!same(current[column], value) || (open && column in open.proposed.columns))
      proposed[column] = value;
  }
  if (Object.keys(proposed).length > 0) await proposeProfileChange(deps, userId, { columns: proposed });
  return live as Updateable<VoiceoverArtistsTable>;
}

/** Whether the artist's profile is approved (a public change then waits in a version). */
export async function isApproved(deps: AppDeps, userId: number): Promise<boolean> {
  return (await artistStatus(deps.db, userId))?.status === 'approved';
}

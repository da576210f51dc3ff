/**
 * The voiceover review as a gate (issue 23): only an approved artist's offers are created, activated,
 * shown or ordered, and an approved artist's change to a public part of the profile sends it back to
 * review. Decision (README "Voiceover review gate"): the approved version is not kept public meanwhile;
 * the profile and its offers leave the directory until the operator approves the new version (orders
 * already placed go on). The phone number is private: changing it alone is no new review.
 */
import type { Updateable } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { VoiceoverArtistsTable } from '../../db/schema.ts';
import { Conflict } from '../../domain/errors.ts';
import { artistRow, artistStatus } from './voiceover-profiles.queries.ts';

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
 * The columns that send an approved profile back to review when `values` change a public part of it
 * (no `values`: a public part changed, a demo or the vocal lists); nothing otherwise.
 */
export async function reviewAgain(
  deps: AppDeps,
  userId: number,
  values?: Updateable<VoiceoverArtistsTable>,
): Promise<Updateable<VoiceoverArtistsTable>> {
  const row = await artistRow(deps.db, userId);
  if (row.status !== 'approved') return {};
  const current = row as unknown as Record<string, unknown>;
  const changes =
    values === undefined ||
    Object.entries(values).some(
      ([column, value]) => !PRIVATE_COLUMNS.has(column) && !same(current[column], value),
    );
  return changes ? { status: 'in_review', submitted_at: deps.clock() } : {};
}

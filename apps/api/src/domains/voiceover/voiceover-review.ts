/**
 * The operator's review of voiceover profiles: approve (the artist goes public in the directory) or
 * reject with a reason (shown on the artist's profile). Used by the operator's command
 * (`pnpm --filter @bookstore/api admin voiceover:review`, cli/admin.ts), by the demo's
 * `POST /dev/voiceover/review`, and by the demo's auto-approval (VOICEOVER_AUTO_APPROVE_SECONDS).
 */
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { Conflict, invalid, notFound } from '../../domain/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { voiceoverReviewMail } from '../../mail/templates.ts';
import {
  approveSubmittedBy,
  artistByUsername,
  changesSubmittedBy,
  lockedSuspension,
  profilesInReview,
  recordReview,
} from './voiceover-review.queries.ts';
import { devActor, recordAction, refuseOwn, type Actor } from '../accounts/audit.ts';
import { changeDecided, decideProfileVersion, dropRejectedDemos } from './profile-versions.ts';
import { publicChange } from '../../lib/public-caches.ts';

export type ReviewDecision = 'approve' | 'reject';

/** The longest rejection reason kept (it is shown to the artist and mailed). */
export const MAX_REASON_LENGTH = 1000;
export const MIN_REASON_LENGTH = 10;

/** What the review needs of the app: the database, the mailer and the time. */
export type ReviewDeps = Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'publicCaches'> &
  Partial<Pick<AppDeps, 'media'>>;

export interface Submission {
  username: string;
  email: string;
  display_name: string | null;
  headline: string | null;
  submitted_at: Date | null;
  demos: number;
  offers: number;
  /** An approved profile's change (issue 41), not a new profile. */
  is_change: boolean;
}

/** Profiles waiting for review, the longest waiting first. */
export async function pendingSubmissions(db: Kysely<Database>): Promise<Submission[]> {
  const rows = await profilesInReview(db);
  return rows.map((r) => ({
    ...r,
    submitted_at: r.submitted_at as Date | null,
    is_change: Boolean(r.is_change),
    demos: Number(r.demos ?? 0),
    offers: Number(r.offers ?? 0),
  }));
}

/** Queues the artist's mail in the review's transaction `trx`. */
async function sendReviewMail(
  mailer: Mailer,
  trx: Kysely<Database>,
  to: { email: string; username: string },
  outcome: { decision: 'approved' } | { decision: 'rejected'; reason: string },
): Promise<void> {
  await mailer.send(voiceoverReviewMail(to.email, to.username, outcome), trx);
}

/**
 * Approves or rejects the profile of the artist `username` (case-insensitive), which must be in review;
 * a rejection needs a reason. The artist is mailed the outcome. 404 for no such artist, 422 otherwise.
 */
export async function reviewArtist(
  deps: ReviewDeps,
  actor: Actor,
  username: string,
  decision: ReviewDecision,
  reason?: string | null,
): Promise<{ username: string; status: 'approved' | 'rejected' }> {
  const cleanReason = reason?.trim() ?? '';
  if (decision === 'reject' && cleanReason.length < MIN_REASON_LENGTH) {
    throw invalid(
      'reason',
      `Give the artist a reason for the rejection, in at least ${MIN_REASON_LENGTH} characters.`,
    );
  }
  if (cleanReason.length > MAX_REASON_LENGTH) {
    throw invalid('reason', `The reason may not be longer than ${MAX_REASON_LENGTH} characters.`);
  }
  const artist = await artistByUsername(deps.db, username.trim());
  if (!artist) throw notFound(`No voiceover artist has the username "${username}".`);
  refuseOwn(actor, artist.user_id, 'your own voiceover profile');
  const now = deps.clock();
  const status = decision === 'approve' ? 'approved' : 'rejected';
  const outcome =
    decision === 'approve'
      ? { status: 'approved' as const }
      : { status: 'rejected' as const, reason: cleanReason };
  if (artist.status === 'approved') return decideChange(deps, actor, artist, decision, cleanReason);
  // The decision and its audit entry commit together; the update is conditional on `in_review`, so of
  // two operators deciding at once only one applies (the other gets the 409 below).
  const updated = await deps.db.transaction().execute(async (trx) => {
    // A suspended artist's profile cannot be approved (issue 41); a rejection stays possible.
    if ((await lockedSuspension(trx, artist.user_id)) && decision === 'approve') {
      const message = `The profile of ${artist.username} cannot be approved while the account is suspended. Restore the account first, or reject the profile.`;
      throw new Conflict(message, { username: [message] });
    }
    const done = await recordReview(trx, artist.user_id, outcome, now);
    if (done) {
      await recordAction(trx, actor, now, {
        action: decision === 'approve' ? 'voiceover.approve' : 'voiceover.reject',
        target: { type: 'voiceover_profile', id: artist.username, label: artist.email },
        reason: decision === 'reject' ? cleanReason : null,
        before: { status: 'in_review' },
        after: { status },
      });
      await sendReviewMail(
        deps.mailer,
        trx,
        artist,
        decision === 'approve' ? { decision: 'approved' } : { decision: 'rejected', reason: cleanReason },
      );
    }
    return done;
  });
  // An approved profile joins the public directory at once, in every web process.
  if (updated) await publicChange(deps);
  if (!updated) {
    const words: Record<string, string> = {
      incomplete: 'has not been submitted for review',
      approved: 'is already approved',
      rejected: 'was already rejected; it can be reviewed again once the artist resubmits it',
      in_review: 'was reviewed by someone else just now',
    };
    throw new Conflict(`The profile of ${artist.username} ${words[artist.status] ?? 'is not in review'}.`, {
      username: [`The profile of ${artist.username} is not waiting for review.`],
    });
  }
  return { username: artist.username, status };
}

/** What the audit log names for the demo's automatic review. */
export const AUTO_APPROVAL = 'demo auto-approval (VOICEOVER_AUTO_APPROVE_SECONDS)';

/**
 * Decides an approved artist's change to their profile (its version, issue 41): approval lists the new
 * version, a rejection keeps the approved one; the artist is mailed either way. The version row is
 * locked, so of two operators deciding at once only one applies (the other gets a 409).
 */
async function decideChange(
  deps: ReviewDeps,
  actor: Actor,
  artist: { user_id: number; username: string; email: string },
  decision: ReviewDecision,
  reason: string,
): Promise<{ username: string; status: 'approved' | 'rejected' }> {
  const approve = decision === 'approve';
  const version = await deps.db.transaction().execute(async (trx) => {
    // A suspended artist's change cannot be approved (issue 41); a rejection stays possible.
    if ((await lockedSuspension(trx, artist.user_id)) && approve) {
      const message = `The change to ${artist.username}'s profile cannot be approved while the account is suspended. Restore the account first, or reject the change.`;
      throw new Conflict(message, { username: [message] });
    }
    const decided = await decideProfileVersion(
      deps,
      trx,
      actor,
      artist,
      approve ? { approve: true } : { approve: false, reason },
    );
    if (!decided) return undefined;
    await sendReviewMail(
      deps.mailer,
      trx,
      artist,
      approve ? { decision: 'approved' } : { decision: 'rejected', reason },
    );
    return decided;
  });
  if (!version) throw changeDecided(artist.username);
  if (!approve && deps.media) await dropRejectedDemos({ db: deps.db, media: deps.media }, version);
  await publicChange(deps);
  return { username: artist.username, status: approve ? 'approved' : 'rejected' };
}

/**
 * The demo's automatic review (VOICEOVER_AUTO_APPROVE_SECONDS): approves every profile in review for at
 * least that long (not a suspended artist's), audits each as the demo tool it is and mails each artist.
 * Nothing when the setting is off (always in production).
 */
export async function applyAutoApprovals(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock' | 'config' | 'publicCaches'>,
): Promise<number> {
  const seconds = deps.config.voiceoverAutoApproveSeconds;
  if (seconds === null) return 0;
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - seconds * 1000);
  const count = await deps.db.transaction().execute(async (trx) => {
    const approved = await approveSubmittedBy(trx, cutoff, now);
    const demo = devActor(null, AUTO_APPROVAL);
    for (const artist of approved) {
      await recordAction(trx, demo, now, {
        action: 'voiceover.approve',
        target: { type: 'voiceover_profile', id: artist.username, label: artist.email },
        before: { status: 'in_review' },
        after: { status: 'approved' },
      });
      await sendReviewMail(deps.mailer, trx, artist, { decision: 'approved' });
    }
    // Approved profiles' changes waiting as long (issue 41), each as the demo's review would decide it
    // (not a suspended artist's: the account's lock is taken first, as an operator's decision takes it).
    const changes = await changesSubmittedBy(trx, cutoff);
    let decided = 0;
    for (const artist of changes) {
      if (await lockedSuspension(trx, artist.user_id)) continue;
      if (await decideProfileVersion(deps, trx, demo, artist, { approve: true })) {
        await sendReviewMail(deps.mailer, trx, artist, { decision: 'approved' });
        decided += 1;
      }
    }
    return approved.length + decided;
  });
  // The approved profiles join the public directory in every web process at once.
  if (count > 0) await publicChange(deps);
  return count;
}

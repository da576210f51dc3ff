/**
 * Suspensions, offer takedowns and the voiceover review in the web (issue 28). Each write and its audit
 * entry commit together; a second operator doing the same at once gets a 409.
 */
import type { AppDeps } from '../../context.ts';
import { Conflict, invalid, notFound } from '../../domain/errors.ts';
import { pageOf } from '../../lib/pagination.ts';
import { publicChange } from '../../lib/public-caches.ts';
import { moderationMail } from '../../mail/templates.ts';
import { adminOfferRow, hideOfferRow, offerByUid, offersPage } from './admin-offers.queries.ts';
import {
  adminUserRow,
  endSessions,
  hideBooksOf,
  lockUser,
  restoreBooksOf,
  setSuspension,
  usersPage,
} from './admin-users.queries.ts';
import { userById } from '../accounts/account.queries.ts';
import { artistRow } from '../voiceover/voiceover-profiles.queries.ts';
import { artistByUsername } from '../voiceover/voiceover-review.queries.ts';
import { recordAction, refuseOwn, type WebActor } from '../accounts/audit.ts';
import { artistProfile } from '../voiceover/voiceover-artists.ts';
import { openProfileVersion, profileChangeRows } from '../voiceover/profile-versions.ts';

export async function listUsers(
  deps: Pick<AppDeps, 'db'>,
  query: {
    status?: 'active' | 'suspended' | undefined;
    q?: string | undefined;
    page: number;
    per_page: number;
  },
) {
  const { rows, total } = await usersPage(deps.db, query, query.page, query.per_page);
  return pageOf(rows, query.page, query.per_page, total);
}

/**
 * Suspends an account: its sessions end, sign-in is refused, its books go off sale (restored with the
 * account) and its offers and voiceover profile leave the public reads. Buyers keep what they bought.
 * While suspended none of its books or its voiceover profile can be approved, and its pending orders
 * cannot be paid (issue 41). A book hidden here keeps its own state (`hidden_by_suspension`: approved,
 * off sale for the suspension only); a rejection or takedown meanwhile clears it (admin-books.ts).
 */
export async function suspendUser(deps: AppDeps, actor: WebActor, userId: number, reason: string) {
  if (userId === actor.operatorId) throw invalid('id', 'You cannot suspend your own account.');
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) throw notFound('The account was not found.');
    if (user.suspended_at) throw new Conflict(`${user.username} is already suspended.`);
    await setSuspension(trx, user.id, { at: now, reason }, now);
    await endSessions(trx, user.id);
    const booksHidden = await hideBooksOf(trx, user.id, now);
    await recordAction(trx, actor, now, {
      action: 'user.suspend',
      target: { type: 'user', id: user.username, label: user.email },
      reason,
      before: { suspended: false },
      after: { suspended: true, books_hidden: booksHidden },
    });
  });
  // The account's books, offers and profile leave every web process's public caches at once.
  await publicChange(deps);
  return adminUserRow(deps.db, userId);
}

/**
 * Lifts a suspension: the account may sign in again, and exactly the books the suspension hid that are
 * still approved are back on sale (one rejected or taken down meanwhile is not: its flag was cleared).
 */
export async function restoreUser(deps: AppDeps, actor: WebActor, userId: number, reason: string) {
  refuseOwn(actor, userId, 'your own account');
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) throw notFound('The account was not found.');
    if (!user.suspended_at) throw new Conflict(`${user.username} is not suspended.`);
    await setSuspension(trx, user.id, null, now);
    const booksRestored = await restoreBooksOf(trx, user.id, now);
    await recordAction(trx, actor, now, {
      action: 'user.restore',
      target: { type: 'user', id: user.username, label: user.email },
      reason,
      before: { suspended: true, suspension_reason: user.suspension_reason },
      after: { suspended: false, books_restored: booksRestored },
    });
  });
  await publicChange(deps);
  return adminUserRow(deps.db, userId);
}

export async function listOffers(
  deps: Pick<AppDeps, 'db'>,
  query: { q?: string | undefined; page: number; per_page: number },
) {
  const { rows, total } = await offersPage(deps.db, query.q, query.page, query.per_page);
  return pageOf(rows, query.page, query.per_page, total);
}

/** Hides a voiceover offer from every public read with a reason; the artist is mailed. */
export async function hideOffer(deps: AppDeps, actor: WebActor, uid: string, reason: string) {
  const now = deps.clock();
  const hidden = await deps.db.transaction().execute(async (trx) => {
    refuseOwn(actor, (await offerByUid(trx, uid))?.voiceover_artist_id, 'your own offer');
    const row = await hideOfferRow(trx, uid, reason, now);
    if (!row) {
      const offer = await offerByUid(trx, uid);
      if (!offer) throw notFound('The offer was not found.');
      throw new Conflict(`The offer "${offer.title}" is already hidden.`);
    }
    await recordAction(trx, actor, now, {
      action: 'offer.hide',
      target: { type: 'offer', id: row.uid, label: row.title },
      reason,
      before: { hidden: false, status: row.status },
      after: { hidden: true, status: row.status },
    });
    const artist = await userById(trx, row.voiceover_artist_id);
    await deps.mailer.send(
      moderationMail(artist.email, artist.username, { kind: 'offer_hidden', title: row.title, reason }),
      trx,
    );
    return row;
  });
  await publicChange(deps);
  return adminOfferRow(deps.db, hidden.id);
}

/** A voiceover profile in review, as it would be public, with its account. */
export async function voiceoverForReview(deps: AppDeps, username: string) {
  const found = await artistByUsername(deps.db, username);
  if (!found) throw notFound(`No voiceover artist has the username "${username}".`);
  const [profile, account, row] = await Promise.all([
    artistProfile(deps, found.user_id, 'owner'),
    userById(deps.db, found.user_id),
    artistRow(deps.db, found.user_id),
  ]);
  if (!profile) throw notFound('The voiceover profile was not found.');
  const version = await openProfileVersion(deps.db, found.user_id);
  const change = version
    ? { submitted_at: version.submitted_at.toISOString(), rows: await profileChangeRows(deps, version) }
    : null;
  return { profile, account, submittedAt: row.submitted_at, change };
}

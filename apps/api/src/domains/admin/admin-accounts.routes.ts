/** The back office's calls on accounts, offers and voiceover profiles (issue 28). */
import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import {
  presentAdminOffer,
  presentAdminUser,
  presentPerson,
  presentVoiceoverReviewItem,
} from './admin.presenter.ts';
import * as service from './admin-accounts.ts';
import { webActor } from '../accounts/audit.ts';
import { pendingSubmissions, reviewArtist } from '../voiceover/voiceover-review.ts';

const admin = contract.admin;

export async function users(deps: AppDeps, { query }: HandlerInput<typeof admin.users>) {
  const page = await service.listUsers(deps, query);
  return { data: { ...page, items: page.items.map(presentAdminUser) }, message: 'Accounts retrieved.' };
}

export async function suspendUser(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof admin.suspendUser>,
) {
  const row = await service.suspendUser(deps, webActor(user.id), params.id, body.reason);
  return {
    data: presentAdminUser(row),
    message: `${row.username} is suspended: signed out everywhere, and their books and offers are hidden.`,
  };
}

export async function restoreUser(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof admin.restoreUser>,
) {
  const row = await service.restoreUser(deps, webActor(user.id), params.id, body.reason);
  return { data: presentAdminUser(row), message: `${row.username} is restored and may sign in again.` };
}

export async function offers(deps: AppDeps, { query }: HandlerInput<typeof admin.offers>) {
  const page = await service.listOffers(deps, query);
  return { data: { ...page, items: page.items.map(presentAdminOffer) }, message: 'Offers retrieved.' };
}

export async function hideOffer(deps: AppDeps, { user, params, body }: HandlerInput<typeof admin.hideOffer>) {
  const row = await service.hideOffer(deps, webActor(user.id), params.uid, body.reason);
  return {
    data: presentAdminOffer(row),
    message: `The offer "${row.title}" is hidden; its artist was mailed.`,
  };
}

export async function voiceoverReviews(deps: AppDeps) {
  const rows = await pendingSubmissions(deps.db);
  return { data: rows.map(presentVoiceoverReviewItem), message: 'Voiceover profiles in review retrieved.' };
}

export async function voiceoverReview(deps: AppDeps, { params }: HandlerInput<typeof admin.voiceoverReview>) {
  const { profile, account, submittedAt, change } = await service.voiceoverForReview(deps, params.username);
  return {
    data: {
      artist: profile,
      account: presentPerson(account),
      artist_suspended: account.suspended_at !== null,
      submitted_at: change?.submitted_at ?? submittedAt?.toISOString() ?? null,
      change,
    },
    message: 'Voiceover profile retrieved.',
  };
}

async function decided(deps: AppDeps, username: string) {
  const { profile, account, submittedAt } = await service.voiceoverForReview(deps, username);
  return presentVoiceoverReviewItem({
    username: account.username,
    email: account.email,
    display_name: profile.display_name,
    headline: profile.headline,
    submitted_at: submittedAt,
    demos: profile.demos.length,
    offers: profile.offers.length,
    is_change: false,
  });
}

export async function approveVoiceover(
  deps: AppDeps,
  { user, params }: HandlerInput<typeof admin.approveVoiceover>,
) {
  const result = await reviewArtist(deps, webActor(user.id), params.username, 'approve');
  return {
    data: await decided(deps, result.username),
    message: `${result.username} is approved and listed in the voiceover directory; the artist was mailed.`,
  };
}

export async function rejectVoiceover(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof admin.rejectVoiceover>,
) {
  const result = await reviewArtist(deps, webActor(user.id), params.username, 'reject', body.reason);
  return {
    data: await decided(deps, result.username),
    message: `${result.username} is rejected; the reason is on their profile and the artist was mailed.`,
  };
}

export function adminAccountRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    route(admin.users, deps, users),
    route(admin.suspendUser, deps, suspendUser),
    route(admin.restoreUser, deps, restoreUser),
    route(admin.offers, deps, offers),
    route(admin.hideOffer, deps, hideOffer),
    route(admin.voiceoverReviews, deps, voiceoverReviews),
    route(admin.voiceoverReview, deps, voiceoverReview),
    route(admin.approveVoiceover, deps, approveVoiceover),
    route(admin.rejectVoiceover, deps, rejectVoiceover),
  ];
}

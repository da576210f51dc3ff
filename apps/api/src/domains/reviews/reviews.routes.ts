/** Issue 42: readers' reviews, the author's view of them and the operators' queue. */
import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { webActor } from '../accounts/audit.ts';
import { authorReviews as authorView } from './author-reviews.ts';
import { decideReview, reviewQueue } from './moderation.ts';
import { toAuthorReviews, toModerationReview, toMyReview, toReview } from './reviews.presenter.ts';
import * as service from './reviews.ts';

const reviews = contract.reviews;

export async function reviewSummary(deps: AppDeps, { params }: HandlerInput<typeof reviews.summary>) {
  return { data: await service.reviewSummary(deps, params.uid), message: 'Review summary retrieved.' };
}

export async function listReviews(deps: AppDeps, { params, query, user }: HandlerInput<typeof reviews.list>) {
  const viewerId = user?.id ?? null;
  const page = await service.listReviews(deps, params.uid, query, viewerId);
  return {
    data: { ...page, items: page.items.map((row) => toReview(row, viewerId)) },
    message: 'Reviews retrieved.',
  };
}

export async function myReview(deps: AppDeps, { params, user }: HandlerInput<typeof reviews.mine>) {
  const { review, eligibility } = await service.myReview(deps, user.id, params.uid);
  return {
    data: { review: review ? toMyReview(review) : null, eligibility },
    message: 'Your review retrieved.',
  };
}

export async function saveReview(deps: AppDeps, { params, body, user }: HandlerInput<typeof reviews.save>) {
  const saved = await service.saveReview(deps, user.id, params.uid, body);
  return {
    data: toMyReview(saved),
    message:
      saved.status === 'held'
        ? 'Your review contains a link, so it waits for a check before it is shown.'
        : 'Your review is published.',
  };
}

export async function removeReview(deps: AppDeps, { params, user }: HandlerInput<typeof reviews.remove>) {
  await service.removeReview(deps, user.id, params.uid);
  return { data: null, message: 'Your review is deleted.' };
}

export async function voteHelpful(deps: AppDeps, { params, user }: HandlerInput<typeof reviews.vote>) {
  return { data: await service.voteHelpful(deps, user.id, params.reviewUid), message: 'Marked helpful.' };
}

export async function takeBackVote(deps: AppDeps, { params, user }: HandlerInput<typeof reviews.unvote>) {
  return { data: await service.takeBackVote(deps, user.id, params.reviewUid), message: 'Vote taken back.' };
}

export async function reportReview(
  deps: AppDeps,
  { params, body, user }: HandlerInput<typeof reviews.report>,
) {
  await service.reportReview(deps, user.id, params.reviewUid, body);
  return { data: null, message: 'Thank you: an operator will look at this review.' };
}

export async function authorReviews(deps: AppDeps, { user }: HandlerInput<typeof reviews.authorReviews>) {
  return {
    data: toAuthorReviews(await authorView(deps, user.id)),
    message: 'Reviews of your books retrieved.',
  };
}

export async function reviewQueueRoute(deps: AppDeps, { query }: HandlerInput<typeof reviews.queue>) {
  const page = await reviewQueue(deps, query);
  return { data: { ...page, items: page.items.map(toModerationReview) }, message: 'Review queue retrieved.' };
}

export async function hideReview(deps: AppDeps, { params, body, user }: HandlerInput<typeof reviews.hide>) {
  const item = await decideReview(deps, webActor(user.id), params.reviewUid, {
    decision: 'hide',
    reason: body.reason,
  });
  return { data: toModerationReview(item), message: 'The review is hidden; its writer was mailed.' };
}

export async function keepReview(deps: AppDeps, { params, body, user }: HandlerInput<typeof reviews.keep>) {
  const item = await decideReview(deps, webActor(user.id), params.reviewUid, {
    decision: 'keep',
    reason: body.reason || null,
  });
  return { data: toModerationReview(item), message: 'The review is kept and shown.' };
}

export function reviewsRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    route(reviews.summary, deps, reviewSummary),
    route(reviews.list, deps, listReviews),
    route(reviews.mine, deps, myReview),
    route(reviews.save, deps, saveReview),
    route(reviews.remove, deps, removeReview),
    route(reviews.vote, deps, voteHelpful),
    route(reviews.unvote, deps, takeBackVote),
    route(reviews.report, deps, reportReview),
    route(reviews.authorReviews, deps, authorReviews),
    route(reviews.queue, deps, reviewQueueRoute),
    route(reviews.hide, deps, hideReview),
    route(reviews.keep, deps, keepReview),
  ];
}

/** The back office's book calls (issue 28): the review lists, a book's review and preview, takedowns. */
import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { linkOrigin } from '../../lib/links.ts';
import { presentAdminBook, presentReviewBook, presentReviewItem } from './admin.presenter.ts';
import { webActor } from '../accounts/audit.ts';
import * as service from './admin-books.ts';

const admin = contract.admin;

export async function bookReviews(deps: AppDeps, { query }: HandlerInput<typeof admin.bookReviews>) {
  const page = await service.listReviewQueue(deps, query);
  const items = page.items.map((row) =>
    presentReviewItem(deps, row, query.kind, Number(row.author_approved_books ?? 0)),
  );
  return { data: { ...page, items }, message: 'Review list retrieved.' };
}

export async function bookReview(deps: AppDeps, { params }: HandlerInput<typeof admin.bookReview>) {
  const review = await service.bookForReview(deps, params.uid, linkOrigin(deps));
  return {
    data: presentReviewBook({ ...review, book: review.book }),
    message: 'Book retrieved for review.',
  };
}

export async function bookPreview(deps: AppDeps, { user, params }: HandlerInput<typeof admin.bookPreview>) {
  return {
    data: await service.previewBook(deps, user.id, params.uid, linkOrigin(deps)),
    message: 'Preview ready.',
  };
}

export async function approveBook(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof admin.approveBook>,
) {
  const { row, kind, approvedBooks } = await service.decideBook(deps, webActor(user.id), params.uid, {
    decision: 'approve',
    reason: body.reason ?? null,
  });
  return {
    data: presentReviewItem(deps, row, kind, approvedBooks),
    message:
      kind === 'pre_publication'
        ? `"${row.title}" is approved and on sale; its author was mailed.`
        : `The review of "${row.title}" is closed.`,
  };
}

export async function rejectBook(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof admin.rejectBook>,
) {
  const { row, kind, approvedBooks } = await service.decideBook(deps, webActor(user.id), params.uid, {
    decision: 'reject',
    reason: body.reason,
  });
  return {
    data: presentReviewItem(deps, row, kind, approvedBooks),
    message: `"${row.title}" is rejected; its author sees the reason and was mailed.`,
  };
}

export async function books(deps: AppDeps, { query }: HandlerInput<typeof admin.books>) {
  const page = await service.listBooks(deps, query);
  return {
    data: { ...page, items: page.items.map((row) => presentAdminBook(deps, row)) },
    message: 'Books retrieved.',
  };
}

export async function takeDownBook(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof admin.takeDownBook>,
) {
  const row = await service.takeDownBook(deps, webActor(user.id), params.uid, body.reason);
  return {
    data: presentAdminBook(deps, row),
    message: `"${row.title}" is taken down; its author was mailed, and its buyers keep it.`,
  };
}

export function adminBookRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    route(admin.bookReviews, deps, bookReviews),
    route(admin.bookReview, deps, bookReview),
    route(admin.bookPreview, deps, bookPreview),
    route(admin.approveBook, deps, approveBook),
    route(admin.rejectBook, deps, rejectBook),
    route(admin.books, deps, books),
    route(admin.takeDownBook, deps, takeDownBook),
  ];
}

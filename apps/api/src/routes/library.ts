import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../http/contract-router.ts';
import { apiOrigin } from '../http/origin.ts';
import { offsetOf, pageOf } from '../http/pagination.ts';
import { toLibraryItem, toLibrarySummary } from '../presenters/library.ts';
import { bookDetail } from '../services/books.ts';
import { libraryPage, openLibraryBook, touchLibraryItem } from '../services/library.ts';

const library = contract.library;

export async function listLibrary(deps: AppDeps, { user, query }: HandlerInput<typeof library.all>) {
  const offset = offsetOf(query.page, query.per_page);
  const { rows, total } = await libraryPage(deps, user.id, query.type, query.per_page, offset);
  return {
    data: pageOf(
      rows.map((row) => toLibraryItem(deps, row)),
      query.page,
      query.per_page,
      total,
    ),
    message: 'Library retrieved.',
  };
}

export async function getLibraryBook(
  deps: AppDeps,
  { user, params, c }: HandlerInput<typeof library.getBook>,
) {
  const { row, access, now, expires } = await openLibraryBook(deps, user.id, params.id, apiOrigin(deps, c));
  const book = await bookDetail(deps, row.book_id, toLibrarySummary(deps, row));
  await touchLibraryItem(deps, row.id, now);
  return {
    data: {
      item: { ...toLibraryItem(deps, row), last_opened_at: now.toISOString() },
      book,
      access,
      expires_at: expires.toISOString(),
    },
    message: 'Library book retrieved.',
  };
}

export function libraryRoutes(deps: AppDeps): RouteDefinition[] {
  return [route(library.all, deps, listLibrary), route(library.getBook, deps, getLibraryBook)];
}

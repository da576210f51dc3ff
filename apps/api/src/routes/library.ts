import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../http/contract-router.ts';
import { apiOrigin } from '../http/origin.ts';
import { offsetOf, pageOf } from '../http/pagination.ts';
import { toAnnotation, toLibraryItem, toLibrarySummary, toReadingProgress } from '../presenters/library.ts';
import { bookDetail } from '../services/books.ts';
import {
  addAnnotation,
  annotationsOf,
  deleteAnnotation,
  libraryPage,
  openLibraryBook,
  saveProgress,
  touchLibraryItem,
  updateAnnotation,
} from '../services/library.ts';

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
  const annotations = row.type === 'ebook' ? await annotationsOf(deps, row.id) : [];
  await touchLibraryItem(deps, row.id, now);
  return {
    data: {
      item: { ...toLibraryItem(deps, row), last_opened_at: now.toISOString() },
      book,
      progress: toReadingProgress(row),
      annotations: annotations.map(toAnnotation),
      access,
      expires_at: expires.toISOString(),
    },
    message: 'Library book retrieved.',
  };
}

export async function putProgress(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof library.saveProgress>,
) {
  const saved = await saveProgress(deps, user.id, params.id, body);
  return { data: toReadingProgress(saved), message: 'Progress saved.' };
}

export async function postAnnotation(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof library.addAnnotation>,
) {
  const row = await addAnnotation(deps, user.id, params.id, body);
  const message = row.kind === 'bookmark' ? 'Bookmark added.' : 'Highlight added.';
  return { data: toAnnotation(row), message };
}

export async function patchAnnotation(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof library.updateAnnotation>,
) {
  const row = await updateAnnotation(deps, user.id, params.id, params.annotationId, body);
  return { data: toAnnotation(row), message: 'Highlight updated.' };
}

export async function removeAnnotation(
  deps: AppDeps,
  { user, params }: HandlerInput<typeof library.deleteAnnotation>,
) {
  await deleteAnnotation(deps, user.id, params.id, params.annotationId);
  return { data: null, message: 'Removed.' };
}

export function libraryRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    route(library.all, deps, listLibrary),
    route(library.getBook, deps, getLibraryBook),
    route(library.saveProgress, deps, putProgress),
    route(library.addAnnotation, deps, postAnnotation),
    route(library.updateAnnotation, deps, patchAnnotation),
    route(library.deleteAnnotation, deps, removeAnnotation),
  ];
}

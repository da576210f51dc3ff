import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { linkOrigin } from '../../lib/links.ts';
import { offsetOf, pageOf } from '../../lib/pagination.ts';
import { toAnnotation, toLibraryItem, toLibrarySummary, toReadingProgress } from './library.presenter.ts';
import { bookDetail } from '../catalogue/books.ts';
import * as service from './library.ts';

const library = contract.library;

export async function listLibrary(deps: AppDeps, { user, query }: HandlerInput<typeof library.list>) {
  const offset = offsetOf(query.page, query.per_page);
  const { rows, total } = await service.libraryPage(deps, user.id, query.type, query.per_page, offset);
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

export async function getLibraryBook(deps: AppDeps, { user, params }: HandlerInput<typeof library.getBook>) {
  const { row, access, now, expires } = await service.openLibraryBook(
    deps,
    user.id,
    params.id,
    linkOrigin(deps),
  );
  const book = await bookDetail(deps, row.book_id, toLibrarySummary(deps, row));
  const annotations = row.type === 'ebook' ? await service.annotationsOf(deps, row.id) : [];
  await service.touchLibraryItem(deps, row.id, now);
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

export async function saveProgress(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof library.saveProgress>,
) {
  const saved = await service.saveProgress(deps, user.id, params.id, body);
  return { data: toReadingProgress(saved), message: 'Progress saved.' };
}

export async function addAnnotation(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof library.addAnnotation>,
) {
  const row = await service.addAnnotation(deps, user.id, params.id, body);
  const message = row.kind === 'bookmark' ? 'Bookmark added.' : 'Highlight added.';
  return { data: toAnnotation(row), message };
}

export async function updateAnnotation(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof library.updateAnnotation>,
) {
  const row = await service.updateAnnotation(deps, user.id, params.id, params.annotationId, body);
  return { data: toAnnotation(row), message: 'Highlight updated.' };
}

export async function deleteAnnotation(
  deps: AppDeps,
  { user, params }: HandlerInput<typeof library.deleteAnnotation>,
) {
  await service.deleteAnnotation(deps, user.id, params.id, params.annotationId);
  return { data: null, message: 'Removed.' };
}

export function libraryRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    route(library.list, deps, listLibrary),
    route(library.getBook, deps, getLibraryBook),
    route(library.saveProgress, deps, saveProgress),
    route(library.addAnnotation, deps, addAnnotation),
    route(library.updateAnnotation, deps, updateAnnotation),
    route(library.deleteAnnotation, deps, deleteAnnotation),
  ];
}

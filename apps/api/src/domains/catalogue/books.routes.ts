import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { offsetOf, pageOf } from '../../lib/pagination.ts';
import { toAuthorProfile } from './authors.presenter.ts';
import { toDetail, toSummary } from './books.presenter.ts';
import { categoryRef, subCategoryRef } from './categories.presenter.ts';
import { toBookFacets } from './facets.presenter.ts';
import { bookFacets, bookPage, listBooks as listing, relatedBooks } from './books.ts';

const pub = contract.public;

export async function listBooks(deps: AppDeps, { query }: HandlerInput<typeof pub.listBooks>) {
  const perPage = query.limit ?? query.per_page;
  const found = await listing(deps, { ...query, limit: perPage, offset: offsetOf(query.page, perPage) });
  return {
    data: {
      ...pageOf(
        found.rows.map((row) => toSummary(deps, row, found.currency)),
        query.page,
        perPage,
        found.total,
      ),
      total_capped: found.capped,
    },
    filters: {
      author: found.author ? toAuthorProfile(deps, found.author) : null,
      category: found.category ? categoryRef(found.category) : null,
      sub_category: found.sub ? subCategoryRef(found.sub) : null,
    },
    message: 'Books retrieved.',
  };
}

/** The listing's facets for its query (issue 25, an extension). */
export async function getBookFacets(deps: AppDeps, { query }: HandlerInput<typeof pub.getBookFacets>) {
  const { country, counts, unit } = await bookFacets(deps, query);
  return { data: toBookFacets(counts, unit, country), message: 'Facets retrieved.' };
}

/** A book by uid (its address) or slug, the uid winning a clash. */
export async function getBook(deps: AppDeps, { params, query }: HandlerInput<typeof pub.getBook>) {
  const { row, currency } = await bookPage(deps, params.uid, query.country);
  return {
    data: toDetail(deps, row, row.contributors, toSummary(deps, row, currency)),
    message: 'Book retrieved.',
  };
}

export async function getRelatedBooks(
  deps: AppDeps,
  { params, query }: HandlerInput<typeof pub.getRelatedBooks>,
) {
  const { country, rows } = await relatedBooks(deps, params.uid, query.country);
  return { data: rows.map((row) => toSummary(deps, row, country)), message: 'Related books retrieved.' };
}

export const bookRoutes = (deps: AppDeps): RouteDefinition[] => [
  route(pub.listBooks, deps, listBooks),
  // Before getBook: its `:uid` would take "facets".
  route(pub.getBookFacets, deps, getBookFacets),
  route(pub.getBook, deps, getBook),
  route(pub.getRelatedBooks, deps, getRelatedBooks),
];

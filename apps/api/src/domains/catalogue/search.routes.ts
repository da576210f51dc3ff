import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { toSearchResult } from './search.presenter.ts';
import { search as find } from './catalogue.ts';

const pub = contract.public;

export async function search(deps: AppDeps, { query }: HandlerInput<typeof pub.search>) {
  const { books, categories, authors, suggestion, bookTotal } = await find(
    deps,
    query.keyword,
    query.country,
  );
  return {
    data: toSearchResult(books, categories, authors, suggestion, bookTotal),
    message: 'Search results.',
  };
}

export const searchRoutes = (deps: AppDeps): RouteDefinition[] => [route(pub.search, deps, search)];

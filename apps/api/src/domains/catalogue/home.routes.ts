import { contract, type BookSummary } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { authorSummary, toSummary, type SummaryRow } from './books.presenter.ts';
import { categoryRef, toMenu } from './categories.presenter.ts';
import { toList, toMenuList } from './lists.presenter.ts';
import { HOME_STRIPS } from './home.queries.ts';
import { headerMenus, home } from './catalogue.ts';

const pub = contract.public;

export async function getHeader(deps: AppDeps) {
  const { categories, subs, lists } = await headerMenus(deps);
  return {
    data: { categories: toMenu(categories, subs), lists: lists.map((l) => toMenuList(deps, l)) },
    message: 'Header retrieved.',
  };
}

export async function getHome(deps: AppDeps, { query }: HandlerInput<typeof pub.getHome>) {
  const found = await home(deps, query.country);
  const summary = (rows: SummaryRow[]): BookSummary[] =>
    rows.map((row) => toSummary(deps, row, found.currency));
  const strip = (index: number) => summary(found.stripRows.filter((row) => row.strip === index));
  const listSections = found.lists.flatMap((list) => {
    const books = found.listRows.filter((row) => row.list_id === list.id);
    return books.length > 0 ? [{ list: toList(deps, list), books: summary(books) }] : [];
  });
  return {
    data: {
      country_code: found.code,
      featured: strip(HOME_STRIPS.featured),
      new_releases: strip(HOME_STRIPS.new_releases),
      trending: strip(HOME_STRIPS.trending),
      lists: listSections,
      categories: found.categories.map(categoryRef),
      authors: found.authors.map((author) => authorSummary(deps, author)),
    },
    message: 'Home retrieved.',
  };
}

export const homeRoutes = (deps: AppDeps): RouteDefinition[] => [
  route(pub.getHeader, deps, getHeader),
  route(pub.getHome, deps, getHome),
];

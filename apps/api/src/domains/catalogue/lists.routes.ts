import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { offsetOf, pageOf } from '../../lib/pagination.ts';
import { summariesInOrder } from './books.presenter.ts';
import { toList } from './lists.presenter.ts';
import { curatedList, curatedListBooks, curatedLists } from './catalogue.ts';

const pub = contract.public;

export async function listLists(deps: AppDeps) {
  const lists = await curatedLists(deps);
  return { data: lists.map((row) => toList(deps, row)), message: 'Lists retrieved.' };
}

export async function getList(deps: AppDeps, { params }: HandlerInput<typeof pub.getList>) {
  return { data: toList(deps, await curatedList(deps, params.uid)), message: 'List retrieved.' };
}

export async function getListBooks(deps: AppDeps, { params, query }: HandlerInput<typeof pub.getListBooks>) {
  const offset = offsetOf(query.page, query.per_page);
  const found = await curatedListBooks(deps, params.uid, query.country, query.per_page, offset);
  return {
    data: pageOf(
      summariesInOrder(deps, found.ids, found.rows, found.country),
      query.page,
      query.per_page,
      toList(deps, found.list).books_count,
    ),
    message: 'List books retrieved.',
  };
}

export const listRoutes = (deps: AppDeps): RouteDefinition[] => [
  route(pub.listLists, deps, listLists),
  route(pub.getList, deps, getList),
  route(pub.getListBooks, deps, getListBooks),
];

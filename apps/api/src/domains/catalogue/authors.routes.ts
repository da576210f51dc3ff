import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { offsetOf, pageOf } from '../../lib/pagination.ts';
import { profilesInOrder, toAuthorProfile } from './authors.presenter.ts';
import { author, listAuthors as authorsPage } from './authors.ts';

const pub = contract.public;

export async function listAuthors(deps: AppDeps, { query }: HandlerInput<typeof pub.listAuthors>) {
  const offset = offsetOf(query.page, query.per_page);
  const { ids, rows, total } = await authorsPage(deps, query.keyword, query.per_page, offset);
  return {
    data: pageOf(profilesInOrder(deps, ids, rows), query.page, query.per_page, total),
    message: 'Authors retrieved.',
  };
}

export async function getAuthor(deps: AppDeps, { params }: HandlerInput<typeof pub.getAuthor>) {
  return { data: toAuthorProfile(deps, await author(deps, params.username)), message: 'Author retrieved.' };
}

export const authorRoutes = (deps: AppDeps): RouteDefinition[] => [
  route(pub.listAuthors, deps, listAuthors),
  route(pub.getAuthor, deps, getAuthor),
];

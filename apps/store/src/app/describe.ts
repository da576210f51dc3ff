/*
 * The server's head of a public page (the server entry's `describe`, typed by the render contract): the
 * page at the address (the store's routes, `matchStorePage`, as the API matches them) and the head its
 * page module makes, from the API's in-process reads (the render takes the same answers).
 */
import type { DescribedPage, DescribeRequest } from '@bookstore/api-client/render';
import { decodeRouteParams, matchStorePage } from '@bookstore/api-client/store-routes';
import type { PageHeadOf } from '../page/head';
import { answerHead, keyedAreaRead, publicReadOf } from '../page/headAnswer';
import type { HeadPage } from '../routes/pages';

/** The head table by route pattern (store-routes' `{name}` for the page's `:name`). */
export type HeadTable = ReadonlyMap<string, PageHeadOf>;

export const headTable = (pages: readonly HeadPage[]): HeadTable =>
  new Map(pages.map(({ path, head }) => [path.replace(/:([^/]+)/g, '{$1}'), head]));

/**
 * The head and status of the public page at `url` by `table`; undefined for an address with no page
 * that has a head there (or a malformed escape in its path).
 */
export async function describePage(
  table: HeadTable,
  { url, origin, country, read }: DescribeRequest,
): Promise<DescribedPage | undefined> {
  const address = new URL(url);
  const match = matchStorePage(address.pathname);
  const head = match && table.get(match.pattern);
  const params = head && decodeRouteParams(match.params);
  if (!head || !params) return undefined;
  return answerHead(head, {
    origin,
    url: address,
    params,
    country,
    ...publicReadOf(keyedAreaRead(read)),
  });
}

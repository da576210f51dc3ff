/**
 * The URL side of a list: its `page` and filter search parameters. Its own module, free of components.
 * `pageOf` (the `page` parameter, 1 when absent or invalid) is the API client's, which the book
 * listings' URL mapping reads too.
 */
import { pageOf } from '@bookstore/api-client/listing';

export { pageOf };

/** The link (`?…`) to page `target` of the current list, keeping its other search parameters. */
export function pageHref(params: URLSearchParams, target: number): string {
  const next = new URLSearchParams(params);
  if (target <= 1) next.delete('page');
  else next.set('page', String(target));
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/** A list's query as the URL gives it: the page, and each named filter (trimmed, undefined when empty). */
export type ListQuery<F extends string> = { page: number } & { [K in F]: string | undefined };

export function listQueryOf<F extends string>(params: URLSearchParams, filters: readonly F[]): ListQuery<F> {
  const query: Record<string, string | number | undefined> = { page: pageOf(params) };
  for (const name of filters) query[name] = params.get(name)?.trim() || undefined;
  return query as ListQuery<F>;
}

/** The search parameters with one filter set (removed when empty), back on the first page. */
export function withFilter(
  params: URLSearchParams,
  name: string,
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const text = value?.trim();
  if (text) next.set(name, text);
  else next.delete(name);
  next.delete('page');
  return next;
}

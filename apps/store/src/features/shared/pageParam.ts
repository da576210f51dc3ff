/**
 * The `page` search parameter (1 when absent or invalid). Its own module, free of components: the route
 * tables' data prefetch (features/catalog/reads.ts) is in the first chunk and reads it too.
 */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

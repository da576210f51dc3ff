import { route, type DataPrefetch, type PageReads, type ScreenLoader, type ScreenRoute } from '../route';

export type { PageReads };

/**
 * A public page: its path (`{a|b}` alternatives give one route each), its screen (lazy) and its reads.
 * The route table (routes/public.ts) and the server's prefetch (entry-server.tsx, through the route's
 * loader) are made from these modules.
 */
export interface PublicPage {
  path: string;
  screen: ScreenLoader;
  reads?: PageReads | undefined;
}

/** A page's rows of the route table: open to everyone (a public page has no guard). */
export const pageRoutes = (page: PublicPage): ScreenRoute[] => route(page.path, [], page.screen, page.reads);

/** The prefetch of a page's reads, loading it first when it is not in the first chunk. */
export async function prefetchOf(reads: PageReads): Promise<DataPrefetch> {
  return typeof reads === 'function' ? reads : reads.load();
}

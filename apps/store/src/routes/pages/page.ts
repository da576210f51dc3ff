import type { HeadKind, HeadPage, SitemapListing, SitemapPage } from '@bookstore/api-client/render';
import {
  expandPath,
  route,
  type DataPrefetch,
  type PageReads,
  type ScreenLoader,
  type ScreenRoute,
} from '../route';

export type { PageReads };

/**
 * A public page: its path (`{a|b}` alternatives give one route each), its screen (lazy), its reads and
 * whether it is in the sitemap, and its head. The route table (routes/public.ts), the server's prefetch
 * (entry-server.tsx, through the route's loader) and the sitemap's pages and the heads' table
 * (`sitemapPages`, `headPages`, which the server entry gives the API) are made from these modules.
 */
export interface PublicPage {
  path: string;
  screen: ScreenLoader;
  reads?: PageReads | undefined;
  /** How the page is in the sitemap (the render contract's `SitemapListing`); absent: it is not. */
  sitemap?: SitemapListing | undefined;
  /**
   * Which head the page has (the render contract's `HeadKind`): the server writes it, and the browser
   * sets its title and description (app/DeclaredHead.tsx); absent: the screen sets its own.
   */
  head?: HeadKind | undefined;
}

/** A page's rows of the route table: open to everyone (a public page has no guard). */
export const pageRoutes = (page: PublicPage): ScreenRoute[] =>
  route(page.path, [], page.screen, page.reads, page.head);

/** The prefetch of a page's reads, loading it first when it is not in the first chunk. */
export async function prefetchOf(reads: PageReads): Promise<DataPrefetch> {
  return typeof reads === 'function' ? reads : reads.load();
}

/**
 * The sitemap's rows of the pages, in their order: a page without parameters once per alternative of
 * its path, a page listed by entity as its route writes it (the API fills its parameters).
 */
export const sitemapPages = (pages: readonly PublicPage[]): SitemapPage[] =>
  pages.flatMap(({ path, sitemap }): SitemapPage[] => {
    if (!sitemap) return [];
    return 'entity' in sitemap
      ? [{ path, sitemap }]
      : expandPath(path).map((one) => ({ path: one, sitemap }));
  });

/** The head table's rows: each page with a head, once per alternative of its path. */
export const headPages = (pages: readonly PublicPage[]): HeadPage[] =>
  pages.flatMap(({ path, head }) => (head ? expandPath(path).map((one) => ({ path: one, head })) : []));

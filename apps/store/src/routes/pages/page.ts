import type { SitemapListing, SitemapPage } from '@bookstore/api-client/render';
import type { PageHeadOf } from '../../page/head';
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
 * A public page: its path (`{a|b}` alternatives give one route each), its screen (lazy), its reads,
 * whether it is in the sitemap, and its head. The route table (routes/public.ts), the server's prefetch
 * (entry-server.tsx, through the route's loader), the sitemap's pages (`sitemapPages`) and the head on
 * both sides (`headPages`: the server entry's `describe`, app/describe.ts; the browser's
 * app/DeclaredHead.tsx, from the route's handle) are made from these modules.
 */
export interface PublicPage {
  path: string;
  screen: ScreenLoader;
  reads?: PageReads | undefined;
  /** How the page is in the sitemap (the render contract's `SitemapListing`); absent: it is not. */
  sitemap?: SitemapListing | undefined;
  /**
   * The page's head, made from its request (its params, URL, country and reads), named from its area's
   * heads chunk (`catalog.heads('book')`): the server writes it into the page's HTML, and the browser
   * sets its title, description and canonical link from it. Absent: the screen sets its own title and
   * description, and the server sends the store's HTML as it is.
   */
  head?: PageHeadOf | undefined;
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

/** A row of the head table: a page's path as its route writes it, and its head. */
export interface HeadPage {
  path: string;
  head: PageHeadOf;
}

/** The head table's rows: each page with a head, once per alternative of its path. */
export const headPages = (pages: readonly PublicPage[]): HeadPage[] =>
  pages.flatMap(({ path, head }) => (head ? expandPath(path).map((one) => ({ path: one, head })) : []));

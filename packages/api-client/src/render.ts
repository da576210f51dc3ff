/*
 * The render contract between the store's server entry (apps/store/src/entry-server.tsx) and the
 * reference API that loads it: what a render takes, what it answers, and the payload the page carries
 * for the browser's hydration. Types and two element ids only: both sides import them from here.
 */
import type { BookType } from './constants';
import type { PageHead } from './page-head/tags';

/** The store's colour themes. */
export type Theme = 'light' | 'dark';

/** What a page is rendered for: the visitor's choices, mirrored by the store into cookies. */
export interface Preferences {
  theme: Theme;
  bookType: BookType;
  country: string;
}

/** What the API asks the store's server entry to render. */
export interface RenderRequest {
  /** The page's absolute URL (path and query), as the visitor asked for it. */
  url: string;
  preferences: Preferences;
  /** The answer of a public read, by its SWR key; rejects when the API does not answer 200. */
  read: (key: string) => Promise<unknown>;
  /** Render with the streaming renderer alone, never the synchronous one (the API's tests compare both). */
  streamed?: boolean;
}

/** The id of the script element a server-rendered page carries its payload in (JSON). */
export const SSR_PAYLOAD_ID = 'ssr-data';

/** The id of the script element naming the modules a server-rendered page loads after its first paint. */
export const SSR_MODULES_ID = 'ssr-modules';

/** What a server-rendered page hands the browser, in `#ssr-data`. */
export interface SsrPayload {
  /** The choices the page was rendered with (the store's cookies). */
  preferences: Preferences;
  /** The answers of the page's reads, by SWR key. */
  data: Record<string, unknown>;
  /** The route loaders' results (the router's hydration data). */
  loaderData: Record<string, unknown>;
}

/** A rendered page, in the parts the API puts into the store's document. */
export interface RenderedPage {
  status: number;
  /** Tags for the document's head: the preloads the markup asks for (its first image's among them). */
  head: string[];
  /** The markup of the root element (`<div id="root">`). */
  body: string;
  /** The payload's script element (`#ssr-data`), placed after the root element. */
  payload: string;
  /** The SWR keys the page read, with their answers (for the tests). */
  data: Record<string, unknown>;
  /** The modules the page loads after its first paint, as the client build's manifest names them. */
  modules: string[];
  /**
   * How many times the page was rendered: 1 when the page's reads named every read it makes, more when
   * the render found reads it had not been given (each costs a whole render).
   */
  passes: number;
}

/**
 * The kinds of entity whose rows give a page with parameters its addresses in the sitemap: books,
 * authors, curated lists, voiceover artists, and the listings of a category or a sub-category (in each
 * book format with published books there).
 */
export type SitemapEntity = 'books' | 'authors' | 'lists' | 'artists' | 'categories' | 'sub-categories';

/**
 * How a public page is in the sitemap. A page without parameters is one address, dated by the
 * catalogue's newest change (`catalogue`) or undated (`never`). A page with parameters has one address
 * per entity of its kind: its path's parameters (a `{a|b}` book format, then each `:name`) are filled in
 * order from the entity (the book format, the category, the sub-category; or the book's uid, the
 * author's or artist's username, the list's uid).
 */
export type SitemapListing = { dated: 'catalogue' | 'never' } | { entity: SitemapEntity };

/** A row of the store's sitemap table: a page's path as its route writes it, and how it is listed. */
export interface SitemapPage {
  /** A page without parameters has its `{a|b}` alternatives expanded (a row each). */
  path: string;
  sitemap: SitemapListing;
}

/** What the API asks the store's server entry to describe: a page's address and how to read its data. */
export interface DescribeRequest {
  /** The page's absolute URL (path and query), as the visitor asked for it. */
  url: string;
  /** The site's own origin (PUBLIC_URL), for the page's canonical and other absolute addresses. */
  origin: string;
  /** The visitor's country (the prices in the JSON-LD). */
  country: string;
  /**
   * The answer of a public read, by its SWR key (the page's render takes the same answers); rejects
   * when the API does not answer 200, with an error carrying the answer's `status`.
   */
  read: (key: string) => Promise<unknown>;
}

/**
 * A public page's head, as its page module makes it, and the status its HTML is sent with: 404 (the
 * Not Found head) when what its address names does not exist.
 */
export interface DescribedPage {
  status: 200 | 404;
  head: PageHead;
}

/** The store's server entry, as the API loads it. */
export interface StoreServerEntry {
  /** The page at the request's URL, or undefined when it is not one to render on the server. */
  render: (request: RenderRequest) => Promise<RenderedPage | undefined>;
  /**
   * The inline script a rendered page ends with (it starts the modules of `#ssr-modules` after the first
   * paint); the API's Content-Security-Policy allows it by its hash.
   */
  HYDRATE_AFTER_PAINT: string;
  /** The public pages in the sitemap, in the order their addresses are listed. */
  SITEMAP_PAGES: readonly SitemapPage[];
  /**
   * The head of the public page at the request's URL, made by its page module from the page's reads;
   * undefined for an address with no page that declares a head (the store's HTML goes out as it is).
   */
  describe: (request: DescribeRequest) => Promise<DescribedPage | undefined>;
}

/** Where the store's build writes its document's parts (`StoreDocument`), under the build's directory. */
export const STORE_DOCUMENT_FILE = '.vite/document.json';

/**
 * The store's index.html as its build wrote it, in the parts a server-rendered page is put together
 * from: `start` (in the page's theme), the page's head tags, `head`, the entry's style sheets, the
 * page's own head tags, `rootStart`, the page's markup, `rootEnd`, its payload and modules, `end`.
 */
export interface StoreDocument {
  /** From the doctype to where a page's head tags go (the page writes its own title and description). */
  start: Record<Theme, string>;
  /** The rest of the head (the icon, the theme script) without the entry's script and style sheets. */
  head: string;
  /** The address of the entry's module script (a rendered page starts it after its first paint). */
  entry: string;
  /** The addresses of the entry's style sheets (a rendered page inlines them). */
  styles: string[];
  /** From the end of the head to the inside of the root element. */
  rootStart: string;
  /** The end of the root element. */
  rootEnd: string;
  /** The rest of the document, after the page's scripts. */
  end: string;
}

/*
 * What the server knows about each public page of the store: the title and description the store's
 * screens set (the same text, through pageTitle), the canonical address, the preview image and the
 * schema.org data. The data comes from the same handlers as the JSON calls the page itself makes.
 */
import { bookTypes, type BookType } from '@bookstore/api-client/constants';
import { DEFAULT_DESCRIPTION, pageTitle, SITE_NAME } from '@bookstore/api-client/page-meta';
import {
  contract,
  type AuthorSummary,
  type Book,
  type BookSummary,
  type EndpointDefinition,
} from '@bookstore/api-client/contract';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import type { HandlerInput } from '../http/contract-router.ts';
import { HttpError } from '../http/errors.ts';
import { getBook, listBooks } from '../routes/public/books.ts';
import { getCategory, getSubCategory } from '../routes/public/categories.ts';
import { getList, getListBooks } from '../routes/public/lists.ts';
import { getVoa } from '../routes/public/voiceover.ts';
import { summarize, type PageHead } from './html.ts';

const pub = contract.public;
const SCHEMA = 'https://schema.org';

/** A page's head and the status its HTML is sent with. */
export interface PageAnswer {
  status: 200 | 404;
  head: PageHead;
}

/** Where a page is asked for: its path and query, the visitor's country and this site's origin. */
export interface PageRequest {
  path: string;
  search: URLSearchParams;
  country: string;
  /** PUBLIC_URL, or the origin the request was sent to. */
  origin: string;
}

const TYPE_LABELS: Record<BookType, string> = {
  ebook: 'Ebook',
  audiobook: 'Audiobook',
  printbook: 'Printbook',
};
/** "Ebooks", "Audiobooks", "Printbooks": the listing names the store's screens use. */
const pluralLabel = (type: BookType): string => `${TYPE_LABELS[type]}s`;

/** The store's name for a person: first, middle and last name, blanks skipped (formatPersonName). */
export function personName(person: Pick<AuthorSummary, 'first_name' | 'middle_name' | 'last_name'>): string {
  return [person.first_name, person.middle_name, person.last_name]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** An absolute http(s) URL for `url` (a media path or a CDN address); undefined for data: images. */
export function absoluteUrl(origin: string, url: string | null | undefined): string | undefined {
  if (!url || url.startsWith('data:')) return undefined;
  try {
    const absolute = new URL(url, `${origin}/`);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}

/** The `page` parameter when it is a page number (anything else: the first page, as in the store). */
const pageNumber = (search: URLSearchParams): string | undefined => {
  const value = search.get('page')?.trim();
  return value && /^[1-9]\d{0,5}$/.test(value) ? value : undefined;
};

/** A page path with its segments percent-encoded. */
const pathOf = (...segments: string[]): string => `/${segments.map(encodeURIComponent).join('/')}`;

/**
 * A handler's input from raw path and query values, validated by the endpoint's schemas like a request
 * to it (defaults applied); undefined when they are not valid (a page for them does not exist).
 */
function inputFor<E extends EndpointDefinition>(
  endpoint: E,
  c: Context<AppEnv>,
  raw: { params?: Record<string, string>; query?: Record<string, unknown> },
): HandlerInput<E> | undefined {
  const params = endpoint.params ? endpoint.params.safeParse(raw.params ?? {}) : undefined;
  const query = endpoint.query ? endpoint.query.safeParse(raw.query ?? {}) : undefined;
  if (params?.success === false || query?.success === false) return undefined;
  return {
    params: params?.data,
    query: query?.data,
    body: undefined,
    user: null,
    session: null,
    c,
  } as HandlerInput<E>;
}

/** The Not Found page: the store's HTML says so, with a 404, and asks crawlers not to list it. */
export function notFoundPage(): PageAnswer {
  return {
    status: 404,
    head: {
      title: pageTitle('Page not found'),
      description: 'This page could not be found.',
      ogType: 'website',
      robots: 'noindex',
    },
  };
}

/** A 404 from a handler (no such book, author, list...) becomes the Not Found page; others propagate. */
async function orNotFound(load: () => Promise<PageAnswer | undefined>): Promise<PageAnswer> {
  try {
    return (await load()) ?? notFoundPage();
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 422)) return notFoundPage();
    throw error;
  }
}

const bookUrl = (origin: string, uid: string): string => `${origin}${pathOf('books', uid)}`;
const authorUrl = (origin: string, username: string): string => `${origin}${pathOf('authors', username)}`;

/** A schema.org price: the amount with two decimals, as a string (no float artefacts). */
const priceOf = (amount: number): string => amount.toFixed(2);

const BOOK_FORMATS: Record<BookType, string> = {
  ebook: `${SCHEMA}/EBook`,
  audiobook: `${SCHEMA}/AudiobookFormat`,
  printbook: `${SCHEMA}/Paperback`,
};

/** schema.org `Book` with its `Offer`: the price in the visitor's country's currency. */
export function bookJsonLd(book: Book, url: string, origin: string, description: string): object {
  const image = absoluteUrl(origin, book.cover_path);
  const inStock =
    book.type !== 'printbook' || !book.print || book.print.stock > 0 || book.print.print_on_demand;
  return {
    '@context': SCHEMA,
    '@type': 'Book',
    '@id': `${url}#book`,
    name: book.title,
    ...(book.subtitle ? { alternativeHeadline: book.subtitle } : {}),
    url,
    ...(image ? { image } : {}),
    description,
    author: book.authors.map((author) => ({
      '@type': 'Person',
      name: personName(author),
      url: authorUrl(origin, author.username),
    })),
    bookFormat:
      book.type === 'printbook' && book.print?.binding === 'hardcover'
        ? `${SCHEMA}/Hardcover`
        : BOOK_FORMATS[book.type],
    inLanguage: book.language,
    ...(book.isbn ? { isbn: book.isbn } : {}),
    ...(book.pages ? { numberOfPages: book.pages } : {}),
    ...(book.publisher ? { publisher: { '@type': 'Organization', name: book.publisher } } : {}),
    ...(book.publication_date ? { datePublished: book.publication_date } : {}),
    ...(book.category ? { genre: book.category.category_name } : {}),
    ...(book.tags.length > 0 ? { keywords: book.tags.join(', ') } : {}),
    ...(book.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: book.rating.average,
            ratingCount: book.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: priceOf(book.price.amount),
      priceCurrency: book.price.currency_code,
      availability: `${SCHEMA}/${inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
  };
}

/** schema.org `ItemList` of a page of books, positions counted from the page's first. */
export function itemListJsonLd(
  name: string,
  url: string,
  origin: string,
  books: readonly BookSummary[],
  total: number,
  first = 1,
): object {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: total,
    itemListElement: books.map((book, index) => ({
      '@type': 'ListItem',
      position: first + index,
      url: bookUrl(origin, book.uid),
      name: book.title,
    })),
  };
}

/** The first cover of a page of books, as its preview image. */
function coverImage(origin: string, books: readonly BookSummary[], alt: string) {
  const url = books.map((book) => absoluteUrl(origin, book.cover_path)).find(Boolean);
  return url ? { url, alt } : undefined;
}

async function bookPage(deps: AppDeps, c: Context<AppEnv>, page: PageRequest, uid: string) {
  const input = inputFor(pub.getBook, c, { params: { uid }, query: { country: page.country } });
  if (!input) return undefined;
  const book = (await getBook(deps, input)).data;
  // The store's book screen: its title, and the first 160 characters of the description.
  const description = book.description ? book.description.slice(0, 160) : DEFAULT_DESCRIPTION;
  const canonical = bookUrl(page.origin, book.uid);
  const image = absoluteUrl(page.origin, book.cover_path);
  const properties: Array<[string, string]> = book.authors.map((author) => [
    'book:author',
    authorUrl(page.origin, author.username),
  ]);
  if (book.isbn) properties.push(['book:isbn', book.isbn]);
  if (book.publication_date) properties.push(['book:release_date', book.publication_date]);
  for (const tag of book.tags) properties.push(['book:tag', tag]);
  return {
    status: 200 as const,
    head: {
      title: pageTitle(book.title),
      description: summarize(description),
      canonical,
      ogType: 'book' as const,
      image: image ? { url: image, alt: `Cover of ${book.title}` } : undefined,
      properties,
      jsonLd: [bookJsonLd(book, canonical, page.origin, summarize(book.description || description, 5000))],
    },
  };
}

async function authorPage(deps: AppDeps, c: Context<AppEnv>, page: PageRequest, username: string) {
  // The author's books, as their page lists them; the answer names the author (404 when none).
  const input = inputFor(pub.listBooks, c, { query: { author: username, country: page.country } });
  if (!input) return undefined;
  const books = await listBooks(deps, input);
  const author = books.filters.author;
  if (!author) return undefined;
  const name = personName(author);
  const canonical = authorUrl(page.origin, author.username);
  const image = absoluteUrl(page.origin, author.avatar);
  const description = author.bio ?? `Books by ${name}.`;
  const person = {
    '@type': 'Person',
    '@id': `${canonical}#person`,
    name,
    url: canonical,
    ...(image ? { image } : {}),
    ...(author.bio ? { description: summarize(author.bio, 5000) } : {}),
    ...(author.website ? { sameAs: [author.website] } : {}),
  };
  return {
    status: 200 as const,
    head: {
      title: pageTitle(name),
      description: summarize(description),
      canonical,
      ogType: 'profile' as const,
      image: image ? { url: image, alt: name } : undefined,
      properties: [
        ['profile:first_name', author.first_name],
        ['profile:last_name', author.last_name],
        ['profile:username', author.username],
      ] as Array<[string, string]>,
      jsonLd: [
        { '@context': SCHEMA, '@type': 'ProfilePage', url: canonical, mainEntity: person },
        itemListJsonLd(`Books by ${name}`, canonical, page.origin, books.data.items, books.data.total),
      ],
    },
  };
}

async function listPage(deps: AppDeps, c: Context<AppEnv>, page: PageRequest, uid: string) {
  const listInput = inputFor(pub.getList, c, { params: { uid } });
  const booksInput = inputFor(pub.getListBooks, c, {
    params: { uid },
    query: { country: page.country, page: pageNumber(page.search) },
  });
  if (!listInput || !booksInput) return undefined;
  const [list, books] = await Promise.all([getList(deps, listInput), getListBooks(deps, booksInput)]);
  const detail = list.data;
  const canonical = withPage(`${page.origin}${pathOf('lists', detail.uid)}`, books.data.page);
  const cover = absoluteUrl(page.origin, detail.list_cover);
  return {
    status: 200 as const,
    head: {
      title: pageTitle(detail.list_name),
      description: summarize(detail.description ?? 'A curated reading list.'),
      canonical,
      ogType: 'website' as const,
      image: cover
        ? { url: cover, alt: detail.list_name }
        : coverImage(page.origin, books.data.items, detail.list_name),
      jsonLd: [
        {
          ...itemListJsonLd(
            detail.list_name,
            canonical,
            page.origin,
            books.data.items,
            books.data.total,
            (books.data.page - 1) * books.data.per_page + 1,
          ),
          ...(detail.description ? { description: summarize(detail.description, 5000) } : {}),
        },
      ],
    },
  };
}

async function voaPage(deps: AppDeps, c: Context<AppEnv>, page: PageRequest, username: string) {
  const input = inputFor(pub.getVoa, c, { params: { uid: username }, query: { country: page.country } });
  if (!input) return undefined;
  const artist = (await getVoa(deps, input)).data;
  const canonical = `${page.origin}${pathOf('voas', artist.username)}`;
  const image = absoluteUrl(page.origin, artist.avatar);
  const person = {
    '@type': 'Person',
    '@id': `${canonical}#person`,
    name: artist.display_name,
    alternateName: personName(artist),
    url: canonical,
    jobTitle: 'Voiceover artist',
    description: artist.headline,
    ...(image ? { image } : {}),
    ...(artist.languages.length > 0 ? { knowsLanguage: artist.languages.map((l) => l.name) } : {}),
    ...(artist.offers.length > 0
      ? {
          makesOffer: artist.offers.map((offer) => ({
            '@type': 'Offer',
            name: offer.title,
            price: priceOf(offer.price.amount),
            priceCurrency: offer.price.currency_code,
            url: `${canonical}/offers/${encodeURIComponent(offer.uid)}`,
          })),
        }
      : {}),
  };
  return {
    status: 200 as const,
    head: {
      title: pageTitle(artist.display_name),
      description: summarize(artist.headline || 'A voiceover artist.'),
      canonical,
      ogType: 'profile' as const,
      image: image ? { url: image, alt: artist.display_name } : undefined,
      properties: [
        ['profile:first_name', artist.first_name],
        ['profile:last_name', artist.last_name],
        ['profile:username', artist.username],
      ] as Array<[string, string]>,
      jsonLd: [{ '@context': SCHEMA, '@type': 'ProfilePage', url: canonical, mainEntity: person }],
    },
  };
}

/** `?page=n` on a canonical address past the first page (each page of a listing is its own). */
function withPage(url: string, n: number): string {
  return n > 1 ? `${url}?page=${n}` : url;
}

interface ListingScope {
  type?: BookType;
  category?: string;
  subCategory?: string;
}

/**
 * A listing page: the books the screen shows first (its URL's page, sort and filters, as the store
 * reads them), as an ItemList. The canonical address keeps the page number and, on /books, the
 * category and author filters; sorts and search text are views of the same books.
 */
async function listingPage(
  deps: AppDeps,
  c: Context<AppEnv>,
  page: PageRequest,
  scope: ListingScope,
  named: (filters: Awaited<ReturnType<typeof listBooks>>['filters']) => Promise<{
    title: string;
    description: string;
  }>,
) {
  const read = (key: string) => page.search.get(key)?.trim() || undefined;
  const bare = {
    country: page.country,
    type: scope.type,
    category: scope.category,
    sub_category: scope.subCategory,
  };
  const wanted = {
    ...bare,
    page: pageNumber(page.search),
    type: scope.type ?? read('type'),
    sort: read('sort'),
    author: read('author'),
    keyword: read('keyword'),
    ...(page.path === '/books' ? { category: read('category') } : {}),
  };
  // Parameters the listing would refuse (a sort it does not know) leave the plain listing, as the store does.
  const input = inputFor(pub.listBooks, c, { query: wanted }) ?? inputFor(pub.listBooks, c, { query: bare });
  if (!input) return undefined;
  const books = await listBooks(deps, input);
  const { title, description } = await named(books.filters);
  const canonicalQuery = new URLSearchParams();
  if (page.path === '/books') {
    if (input.query.category) canonicalQuery.set('category', input.query.category);
    if (input.query.author) canonicalQuery.set('author', input.query.author);
  }
  if (books.data.page > 1) canonicalQuery.set('page', String(books.data.page));
  const query = canonicalQuery.toString();
  const canonical = `${page.origin}${page.path}${query ? `?${query}` : ''}`;
  return {
    status: 200 as const,
    head: {
      title: pageTitle(title),
      description: summarize(description),
      canonical,
      ogType: 'website' as const,
      image: coverImage(page.origin, books.data.items, title),
      // Search results are for the visitor who typed them: followed, never listed.
      ...(input.query.keyword ? { robots: 'noindex, follow' } : {}),
      jsonLd: [
        itemListJsonLd(
          title,
          canonical,
          page.origin,
          books.data.items,
          books.data.total,
          (books.data.page - 1) * books.data.per_page + 1,
        ),
      ],
    },
  };
}

/** A page with fixed text (an index of authors, lists, artists). */
function staticPage(page: PageRequest, title: string | undefined, description: string): PageAnswer {
  return {
    status: 200,
    head: {
      title: pageTitle(title),
      description,
      canonical: `${page.origin}${page.path}`,
      ogType: 'website',
    },
  };
}

/** The home page: the site's name, and a WebSite with the search the store answers at /books. */
function homePage(page: PageRequest): PageAnswer {
  const answer = staticPage(page, undefined, DEFAULT_DESCRIPTION);
  answer.head.canonical = `${page.origin}/`;
  answer.head.jsonLd = [
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${page.origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${page.origin}/books?keyword={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
  return answer;
}

/** Index pages the store titles with fixed text (the same as their screens). */
const STATIC_PAGES: Record<string, readonly [title: string, description: string]> = {
  '/categories': ['Categories', 'Browse books by category and sub-category.'],
  '/authors': ['Authors', 'The authors who publish on the bookstore.'],
  '/lists': ['Curated lists', 'Reading lists put together by our editors.'],
  '/voas': ['Voiceover artists', 'Find a voice for your audiobook or recording.'],
};

const FORMAT_PATHS = new Map(bookTypes.map((type) => [`${type}s`, type]));

/** Whether the server writes a head for this path (else the store's HTML goes out as it is). */
export function isSeoPath(path: string): boolean {
  return describePath(path) !== undefined;
}

type PathKind =
  | { kind: 'home' | 'books' | 'static' }
  | { kind: 'book' | 'author' | 'list' | 'voa'; id: string }
  | { kind: 'media'; type: BookType }
  | { kind: 'category'; type: BookType; category: string }
  | { kind: 'subcategory'; type: BookType; category: string; subCategory: string };

/** Which kind of public page a path is, with its parameters; undefined for every other path. */
function describePath(path: string): PathKind | undefined {
  if (path === '/') return { kind: 'home' };
  if (path === '/books') return { kind: 'books' };
  if (STATIC_PAGES[path]) return { kind: 'static' };
  let segments: string[];
  try {
    segments = path.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  if (segments.some((segment) => segment === '')) return undefined;
  const [first = '', second, third, ...rest] = segments;
  if (rest.length > 0) return undefined;
  const type = FORMAT_PATHS.get(first);
  if (type) {
    if (second === undefined) return { kind: 'media', type };
    if (third === undefined) return { kind: 'category', type, category: second };
    return { kind: 'subcategory', type, category: second, subCategory: third };
  }
  if (second === undefined || third !== undefined) return undefined;
  const kinds: Record<string, 'book' | 'author' | 'list' | 'voa'> = {
    books: 'book',
    authors: 'author',
    lists: 'list',
    voas: 'voa',
  };
  const kind = kinds[first];
  return kind ? { kind, id: second } : undefined;
}

/** The head of a public page, or undefined when the path is not one the server describes. */
export async function describePage(
  deps: AppDeps,
  c: Context<AppEnv>,
  page: PageRequest,
): Promise<PageAnswer | undefined> {
  const found = describePath(page.path);
  if (!found) return undefined;
  switch (found.kind) {
    case 'home':
      return homePage(page);
    case 'static': {
      const [title, description] = STATIC_PAGES[page.path] ?? ['', ''];
      return staticPage(page, title, description);
    }
    case 'book':
      return orNotFound(() => bookPage(deps, c, page, found.id));
    case 'author':
      return orNotFound(() => authorPage(deps, c, page, found.id));
    case 'list':
      return orNotFound(() => listPage(deps, c, page, found.id));
    case 'voa':
      return orNotFound(() => voaPage(deps, c, page, found.id));
    case 'books':
      return orNotFound(() =>
        listingPage(deps, c, page, {}, async (filters) => ({
          // BooksScreen: "Books in {category}", "Books by {author}", else "Books".
          title: filters.category
            ? `Books in ${filters.category.category_name}`
            : filters.author
              ? `Books by ${personName(filters.author)}`
              : 'Books',
          description: 'Browse books of every type.',
        })),
      );
    case 'media': {
      const name = pluralLabel(found.type);
      return orNotFound(() =>
        listingPage(deps, c, page, { type: found.type }, async () => ({
          title: name,
          description: `Browse ${name.toLowerCase()}.`,
        })),
      );
    }
    case 'category':
      return orNotFound(async () => {
        const input = inputFor(pub.getCategory, c, { params: { uid: found.category } });
        if (!input) return undefined;
        const category = (await getCategory(deps, input)).data;
        const name = category.category_name;
        const label = pluralLabel(found.type);
        return listingPage(deps, c, page, { type: found.type, category: found.category }, async () => ({
          title: `${name} · ${label}`,
          description: category.description ?? `${name} ${label.toLowerCase()}.`,
        }));
      });
    case 'subcategory':
      return orNotFound(async () => {
        const input = inputFor(pub.getSubCategory, c, { params: { uid: found.subCategory } });
        if (!input) return undefined;
        const sub = (await getSubCategory(deps, input)).data;
        const name = `${sub.category.category_name}: ${sub.sub_category_name}`;
        const label = pluralLabel(found.type);
        return listingPage(deps, c, page, { type: found.type, subCategory: found.subCategory }, async () => ({
          title: `${name} · ${label}`,
          description: `${name} ${label.toLowerCase()}.`,
        }));
      });
  }
}

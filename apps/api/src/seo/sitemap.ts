/*
 * /sitemap.xml (a sitemap index) and its files under /sitemaps/, and /robots.txt. The pages in the
 * sitemap are the store's (its server entry's `SITEMAP_PAGES`, from its page modules); their entities'
 * rows are read here. Each kind of address (the fixed and listing pages, books, authors, curated lists,
 * voiceover artists) has its own files of at most SITEMAP_PAGE_SIZE addresses (the protocol allows
 * 50,000; 10,000 keeps a file small to build and fetch), each address with the date its page last
 * changed.
 */
import type { BookType } from '@bookstore/api-client/constants';
import type { SitemapEntity, SitemapPage } from '@bookstore/api-client/render';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Addresses per sitemap file. */
export const SITEMAP_PAGE_SIZE = 10_000;

export const SITEMAP_KINDS = ['pages', 'books', 'authors', 'lists', 'voas'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One address of a sitemap: a path under the site's origin and when its page last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

const escapeXml = (value: string): string => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const toDate = (value: Date | string | null | undefined): Date | null =>
  value === null || value === undefined ? null : new Date(value);

const later = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a > b ? a : b);

/**
 * A page's path with its parameters filled in order from `values` (a `{a|b}` segment takes a value it
 * names, a `:name` segment any value, escaped); undefined when a value does not fit or is missing.
 */
export function filledPath(pattern: string, values: readonly string[]): string | undefined {
  let next = 0;
  const segments: string[] = [];
  for (const segment of pattern.split('/').slice(1)) {
    const choices = /^\{(.+)\}$/.exec(segment)?.[1]?.split('|');
    if (!choices && !segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const value = values[next];
    next += 1;
    if (value === undefined || (choices && !choices.includes(value))) return undefined;
    segments.push(encodeURIComponent(value));
  }
  return `/${segments.join('/')}`;
}

/** The path of the page the sitemap lists an entity's addresses by, if the store has one. */
const entityPage = (pages: readonly SitemapPage[], entity: SitemapEntity): string | undefined =>
  pages.find(({ sitemap }) => 'entity' in sitemap && sitemap.entity === entity)?.path;

/**
 * The rows behind the entities with a file of their own: `key` (the page's parameter), `lastmod`,
 * ordered by `ord` (stable: new rows come last, so a file's addresses stay put as the catalogue grows).
 */
const SOURCES: Record<Exclude<SitemapKind, 'pages'>, { entity: SitemapEntity; rows: string }> = {
  books: {
    entity: 'books',
    rows: `select b.uid as key, b.updated_at as lastmod, b.id as ord
           from books b where b.status = 'published'`,
  },
  authors: {
    entity: 'authors',
    rows: `select u.username as key, greatest(u.updated_at, max(b.updated_at)) as lastmod, u.id as ord
           from users u join books b on b.author_id = u.id and b.status = 'published'
           where u.is_author group by u.id`,
  },
  lists: {
    entity: 'lists',
    rows: `select l.uid as key, greatest(l.created_at, max(b.updated_at)) as lastmod, l.id as ord
           from lists l
           left join list_books lb on lb.list_id = l.id
           left join books b on b.id = lb.book_id and b.status = 'published'
           group by l.id`,
  },
  voas: {
    entity: 'artists',
    rows: `select u.username as key, v.updated_at as lastmod, v.user_id as ord
           from voiceover_artists v join users u on u.id = v.user_id
           where v.status = 'approved'`,
  },
};

/**
 * The fixed pages (the catalogue's date applies to those dated by it) and every listing by format,
 * category and sub-category that has published books of that format (an empty listing is not worth a
 * crawler's visit), with the date of their newest change.
 */
async function pageEntries(db: Kysely<Database>, pages: readonly SitemapPage[]): Promise<SitemapEntry[]> {
  const { rows } = await sql<{
    type: BookType;
    category: string;
    sub: string | null;
    lastmod: Date | string | null;
  }>`select b.type, c.uid as category, s.uid as sub, max(b.updated_at) as lastmod
     from books b
     join categories c on c.id = b.category_id
     left join sub_categories s on s.id = b.sub_category_id
     where b.status = 'published'
     group by b.type, c.uid, s.uid
     order by c.uid, b.type, s.uid`.execute(db);
  const [categoryPage, subCategoryPage] = [
    entityPage(pages, 'categories'),
    entityPage(pages, 'sub-categories'),
  ];
  let catalogue: Date | null = null;
  const listings = new Map<string, Date | null>();
  for (const row of rows) {
    const lastmod = toDate(row.lastmod);
    catalogue = later(catalogue, lastmod);
    const format = `${row.type}s`;
    const categoryPath = categoryPage && filledPath(categoryPage, [format, row.category]);
    if (categoryPath) listings.set(categoryPath, later(listings.get(categoryPath) ?? null, lastmod));
    const subPath =
      row.sub && subCategoryPage && filledPath(subCategoryPage, [format, row.category, row.sub]);
    if (subPath) listings.set(subPath, lastmod);
  }
  return [
    ...pages.flatMap(({ path, sitemap }) =>
      'dated' in sitemap ? [{ path, lastmod: sitemap.dated === 'catalogue' ? catalogue : null }] : [],
    ),
    ...[...listings].map(([path, lastmod]) => ({ path, lastmod })),
  ];
}

/** How many files each kind has and the newest change in each file. */
export async function sitemapFiles(
  db: Kysely<Database>,
  pages: readonly SitemapPage[],
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<Array<{ kind: SitemapKind; file: number; lastmod: Date | null }>> {
  const entries = await pageEntries(db, pages);
  const files: Array<{ kind: SitemapKind; file: number; lastmod: Date | null }> = [];
  for (let start = 0; start < entries.length; start += pageSize) {
    const lastmod = entries
      .slice(start, start + pageSize)
      .reduce<Date | null>((a, e) => later(a, e.lastmod), null);
    files.push({ kind: 'pages', file: start / pageSize + 1, lastmod });
  }
  for (const kind of SITEMAP_KINDS) {
    // A kind whose page the store does not list has no files.
    if (kind === 'pages' || !entityPage(pages, SOURCES[kind].entity)) continue;
    const { rows } = await sql<{ file: number | string; lastmod: Date | string | null }>`
      select file, max(lastmod) as lastmod from (
        select (row_number() over (order by ord) - 1) / ${sql.lit(pageSize)} as file, lastmod
        from (${sql.raw(SOURCES[kind].rows)}) r
      ) f group by file order by file`.execute(db);
    for (const row of rows) files.push({ kind, file: Number(row.file) + 1, lastmod: toDate(row.lastmod) });
  }
  return files;
}

/** The addresses of one sitemap file (1-based); empty when the file does not exist. */
export async function sitemapEntries(
  db: Kysely<Database>,
  pages: readonly SitemapPage[],
  kind: SitemapKind,
  file: number,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<SitemapEntry[]> {
  const offset = (file - 1) * pageSize;
  if (kind === 'pages') return (await pageEntries(db, pages)).slice(offset, offset + pageSize);
  const source = SOURCES[kind];
  const page = entityPage(pages, source.entity);
  if (!page) return [];
  const { rows } = await sql<{ key: string; lastmod: Date | string | null }>`
    select key, lastmod from (${sql.raw(source.rows)}) r
    order by ord limit ${sql.lit(pageSize)} offset ${sql.lit(offset)}`.execute(db);
  return rows.flatMap((row) => {
    const path = filledPath(page, [row.key]);
    return path ? [{ path, lastmod: toDate(row.lastmod) }] : [];
  });
}

const lastmodTag = (lastmod: Date | null): string =>
  lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';

/** The address of one sitemap file. */
export const sitemapFilePath = (kind: SitemapKind, file: number): string => `/sitemaps/${kind}-${file}.xml`;

/** `/sitemaps/books-2.xml` → books, 2; undefined for any other name. */
export function parseSitemapFile(name: string): { kind: SitemapKind; file: number } | undefined {
  const match = /^([a-z]+)-([1-9]\d{0,6})\.xml$/.exec(name);
  const kind = SITEMAP_KINDS.find((k) => k === match?.[1]);
  return kind && match ? { kind, file: Number(match[2]) } : undefined;
}

/** The sitemap index: one `<sitemap>` per file. */
export function sitemapIndexXml(
  origin: string,
  files: ReadonlyArray<{ kind: SitemapKind; file: number; lastmod: Date | null }>,
): string {
  const items = files.map(
    ({ kind, file, lastmod }) =>
      `  <sitemap><loc>${escapeXml(`${origin}${sitemapFilePath(kind, file)}`)}</loc>${lastmodTag(lastmod)}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** One sitemap file: a `<url>` per address. */
export function urlSetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const items = entries.map(
    ({ path, lastmod }) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmodTag(lastmod)}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

/**
 * Paths crawlers are asked to leave alone: a visitor's own pages (account, cart, checkout, selling
 * dashboard, the reader and player), sign-in forms, the signed-in API and the demo's own pages. The
 * public API stays open: a crawler that runs the store's script reads the catalogue through it.
 */
export const DISALLOWED_PATHS = [
  '/myaccount',
  '/dashboard',
  '/checkout',
  '/books/*/buy',
  '/selling/author/onboard',
  '/selling/voa/onboard',
  '/login',
  '/forgot_password',
  '/apps/',
  '/oldreader',
  '/reader2',
  '/mobile_pages/',
  '/booksbak',
  '/api/user/',
  '/api/files/',
  '/user/',
  '/sanctum/',
  '/pay/',
  '/dev/',
] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

import { contract, type BookSort, type Category, type SubCategory } from '@bookstore/api-client/contract';
import { sql } from 'kysely';
import type { AppDeps } from '../context.ts';
import type { BookType } from '../db/schema.ts';
import type { CurrencyInfo } from '../money.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { notFound } from '../http/errors.ts';
import { likePattern, offsetOf, pageOf } from '../http/pagination.ts';
import { authorProfiles } from '../presenters/authors.ts';
import {
  cardsOf,
  contributorsColumn,
  DETAIL_COLUMNS,
  currencyColumns,
  CARD_COLUMNS,
  orderPage,
  PAGE_DETAIL_COLUMNS,
  pageRank,
  pricedBooks,
  type PricedBooks,
  type SummaryRow,
  requireCountry,
  summariesByIds,
  summaryQuery,
  toDetail,
  toSummary,
  type PageKey,
} from '../presenters/books.ts';
import { artistProfile, artistSummaries, offersByIds } from '../presenters/voiceover.ts';
import { PUBLISHED } from '../db/plans.ts';

const STRIP = 10;

const FEATURED_ORDER: PageKey[] = [
  ['rating_average', 'desc'],
  ['rating_count', 'desc'],
  ['id', 'asc'],
];

/** The order of each listing sort, ending on the id so that pages never overlap. */
const LISTING_ORDER: Record<BookSort, PageKey[]> = {
  TitleAsc: [
    ['title', 'asc'],
    ['id', 'asc'],
  ],
  TitleDesc: [
    ['title', 'desc'],
    ['id', 'desc'],
  ],
  PriceLow: [
    ['amount', 'asc'],
    ['id', 'asc'],
  ],
  PriceHigh: [
    ['amount', 'desc'],
    ['id', 'desc'],
  ],
  PublicationDateAsc: [
    ['publication_date', 'asc', 'nulls last'],
    ['id', 'asc'],
  ],
  PublicationDateDesc: [
    ['publication_date', 'desc', 'nulls last'],
    ['id', 'asc'],
  ],
  Trending: [
    ['trending_score', 'desc'],
    ['id', 'asc'],
  ],
};
const NEW_RELEASES_ORDER = LISTING_ORDER.PublicationDateDesc;
const TRENDING_ORDER = LISTING_ORDER.Trending;
const SEARCH_BOOKS = 8;
const SEARCH_OTHERS = 5;

export function publicRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const pub = contract.public;

  /** Published books priced in `country` with these filters, from the counts the triggers keep. */
  function listingCount(country: string, filters: { type?: BookType; category?: number; sub?: number }) {
    let counts = db
      .selectFrom('book_listing_counts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('book_count'), eb.lit(0)).as('n'))
      .where('country_code', '=', country);
    if (filters.type) counts = counts.where('type', '=', filters.type);
    if (filters.category !== undefined) counts = counts.where('category_id', '=', filters.category);
    if (filters.sub !== undefined) counts = counts.where('sub_category_id', '=', filters.sub);
    return counts;
  }

  async function categoriesWithCounts(where?: { uid: string }): Promise<Category[]> {
    let query = db.selectFrom('categories').selectAll().orderBy('position').orderBy('name');
    if (where) query = query.where('uid', '=', where.uid);
    const categories = await query.execute();
    if (categories.length === 0) return [];
    const ids = categories.map((c) => c.id);
    const [subs, categoryCounts, subCounts] = await Promise.all([
      db
        .selectFrom('sub_categories')
        .selectAll()
        .where('category_id', 'in', ids)
        .orderBy('position')
        .orderBy('name')
        .execute(),
      db
        .selectFrom('books')
        .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
        .where('status', '=', PUBLISHED)
        .where('category_id', 'in', ids)
        .groupBy('category_id')
        .execute(),
      db
        .selectFrom('books')
        .select((eb) => ['sub_category_id', eb.fn.countAll<number>().as('n')])
        .where('status', '=', PUBLISHED)
        .where('category_id', 'in', ids)
        .where('sub_category_id', 'is not', null)
        .groupBy('sub_category_id')
        .execute(),
    ]);
    const catCount = new Map(categoryCounts.map((r) => [r.category_id, Number(r.n)]));
    const subCount = new Map(subCounts.map((r) => [r.sub_category_id, Number(r.n)]));
    return categories.map((category) => ({
      uid: category.uid,
      category_name: category.name,
      description: category.description,
      is_new: category.is_new,
      cover_path: deps.media.url(category.cover_path),
      books_count: catCount.get(category.id) ?? 0,
      sub_categories: subs
        .filter((s) => s.category_id === category.id)
        .map((s): SubCategory => ({
          uid: s.uid,
          sub_category_name: s.name,
          is_new: s.is_new,
          category_uid: category.uid,
          books_count: subCount.get(s.id) ?? 0,
        })),
    }));
  }

  async function listsWithCounts(uid?: string) {
    let query = db
      .selectFrom('lists')
      .selectAll()
      .select((eb) =>
        eb
          .selectFrom('list_books')
          .innerJoin('books', 'books.id', 'list_books.book_id')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('list_books.list_id', '=', 'lists.id')
          .where('books.status', '=', PUBLISHED)
          .as('books_count'),
      )
      .orderBy('position')
      .orderBy('id');
    if (uid) query = query.where('uid', '=', uid);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      list: {
        uid: row.uid,
        list_name: row.name,
        list_cover: deps.media.url(row.cover_path) ?? '',
        description: row.description,
        books_count: Number(row.books_count ?? 0),
        created_at: row.created_at.toISOString(),
      },
    }));
  }

  async function listBookIds(listId: number, limit: number, offset: number): Promise<number[]> {
    const rows = await db
      .selectFrom('list_books')
      .innerJoin('books', 'books.id', 'list_books.book_id')
      .select('books.id')
      .where('list_books.list_id', '=', listId)
      .where('books.status', '=', PUBLISHED)
      .orderBy('list_books.position')
      .orderBy('books.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => r.id);
  }

  async function findPublishedBook(uid: string) {
    return db
      .selectFrom('books')
      .select(['id', 'uid', 'category_id', 'sub_category_id', 'type'])
      .where('status', '=', PUBLISHED)
      .where((eb) => eb.or([eb('uid', '=', uid), eb('slug', '=', uid)]))
      .orderBy(sql`uid = ${uid}`, 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  return [
    implement(pub.listBooks, async ({ query }) => {
      const code = query.country.toLowerCase();
      // The filters' rows, looked up together.
      const byUid = (table: 'categories' | 'sub_categories', uid: string | undefined) =>
        uid
          ? db.selectFrom(table).select(['id', 'uid', 'name']).where('uid', '=', uid).executeTakeFirst()
          : undefined;
      const [category, sub, author] = await Promise.all([
        byUid('categories', query.category),
        byUid('sub_categories', query.sub_category),
        query.author
          ? db
              .selectFrom('users')
              .select('id')
              .where((eb) => eb(eb.fn('lower', ['username']), '=', query.author?.toLowerCase() ?? ''))
              .where('is_author', '=', true)
              .executeTakeFirst()
          : undefined,
      ]);
      const missing =
        query.category && !category
          ? 'The category was not found.'
          : query.sub_category && !sub
            ? 'The sub-category was not found.'
            : query.author && !author
              ? 'The author was not found.'
              : null;
      if (missing) {
        await requireCountry(db, query.country); // an unsupported country is a 422 first
        throw notFound(missing);
      }

      let matches = pricedBooks(db, code);
      // The price's copy of the type lets a price sort walk that format's prices only.
      if (query.type)
        matches = matches.where('books.type', '=', query.type).where('p.book_type', '=', query.type);
      if (category) matches = matches.where('books.category_id', '=', category.id);
      if (sub) matches = matches.where('books.sub_category_id', '=', sub.id);
      if (author) matches = matches.where('books.author_id', '=', author.id);
      if (query.keyword)
        matches = matches.where(sql<boolean>`lower(books.title) like ${likePattern(query.keyword)}`);
      // Without an author or a keyword the total is a sum over a few rows of book_listing_counts (kept by
      // triggers); otherwise the matches are few enough to count (an author's books, a trigram search).
      const total =
        author || query.keyword
          ? matches.clearSelect().select((eb) => eb.fn.countAll<number>().as('n'))
          : listingCount(code, { type: query.type, category: category?.id, sub: sub?.id });

      const keys = LISTING_ORDER[query.sort ?? 'PublicationDateDesc'];
      const perPage = query.limit ?? query.per_page;
      const page = orderPage(matches, keys, 'inner').limit(perPage).offset(offsetOf(query.page, perPage));
      // One round trip: the page's cards, the total and the country's currency.
      const [rows, profiles] = await Promise.all([
        cardsOf(db, page, keys)
          .select([total.as('total'), ...currencyColumns(db, code)])
          .execute(),
        author ? authorProfiles(deps, [author.id]) : undefined,
      ]);
      const first = rows[0];
      let currency: CurrencyInfo;
      let counted: number;
      if (first?.currency_code && first.currency_symbol) {
        currency = { currency_code: first.currency_code, currency_symbol: first.currency_symbol };
        counted = Number(first.total ?? 0);
      } else {
        // No row (a page past the end, or an unsupported country): ask for what the page did not carry.
        currency = await requireCountry(db, query.country);
        counted = Number((await total.executeTakeFirst())?.n ?? 0);
      }
      return {
        data: pageOf(
          rows.map((row) => toSummary(deps, row, currency)),
          query.page,
          perPage,
          counted,
        ),
        filters: {
          author: profiles?.[0] ?? null,
          category: category ? { uid: category.uid, category_name: category.name } : null,
          sub_category: sub ? { uid: sub.uid, sub_category_name: sub.name } : null,
        },
        message: 'Books retrieved.',
      };
    }),

    implement(pub.getBook, async ({ params, query }) => {
      const code = query.country.toLowerCase();
      // The uid is the book's address; its slug is accepted too, the uid winning a clash.
      const book = pricedBooks(db, code)
        .select([...DETAIL_COLUMNS, 'books.sub_category_id'])
        .where((eb) => eb.or([eb('books.uid', '=', params.uid), eb('books.slug', '=', params.uid)]))
        .orderBy(sql`books.uid = ${params.uid}`, 'desc')
        .limit(1);
      // One round trip: the card, the detail columns, the contributors and the country's currency.
      const row = await db
        .selectFrom(book.as('b'))
        .innerJoin('users as a', 'a.id', 'b.author_id')
        .leftJoin('categories as cat', 'cat.id', 'b.category_id')
        .leftJoin('sub_categories as sc', 'sc.id', 'b.sub_category_id')
        .select([
          ...CARD_COLUMNS,
          ...PAGE_DETAIL_COLUMNS,
          contributorsColumn('b').as('contributors'),
          ...currencyColumns(db, code),
        ])
        .executeTakeFirst();
      if (!row?.currency_code || !row.currency_symbol) {
        await requireCountry(db, query.country); // an unsupported country is a 422 first
        throw notFound('The book was not found.');
      }
      const currency = { currency_code: row.currency_code, currency_symbol: row.currency_symbol };
      return {
        data: toDetail(deps, row, row.contributors, toSummary(deps, row, currency)),
        message: 'Book retrieved.',
      };
    }),

    implement(pub.getRelatedBooks, async ({ params, query }) => {
      const country = await requireCountry(db, query.country);
      const book = await findPublishedBook(params.uid);
      if (!book) throw notFound('The book was not found.');
      let related = summaryQuery(db, country.code).where('books.id', '!=', book.id);
      if (book.category_id !== null) {
        related = related
          .where('books.category_id', '=', book.category_id)
          .orderBy(sql`books.sub_category_id is not distinct from ${book.sub_category_id}`, 'desc');
      } else {
        related = related.where(
          'books.author_id',
          '=',
          db.selectFrom('books').select('author_id').where('id', '=', book.id),
        );
      }
      const rows = await related
        .orderBy(sql`books.type = ${book.type}`, 'desc')
        .orderBy('books.trending_score', 'desc')
        .orderBy('books.id')
        .limit(STRIP)
        .execute();
      return { data: rows.map((row) => toSummary(deps, row, country)), message: 'Related books retrieved.' };
    }),

    implement(pub.listCategories, async () => ({
      data: await categoriesWithCounts(),
      message: 'Categories retrieved.',
    })),

    implement(pub.getCategory, async ({ params }) => {
      const [category] = await categoriesWithCounts({ uid: params.uid });
      if (!category) throw notFound('The category was not found.');
      return { data: category, message: 'Category retrieved.' };
    }),

    implement(pub.getCategoryCollections, async ({ params, query }) => {
      const country = await requireCountry(db, query.country);
      const category = await db
        .selectFrom('categories')
        .select(['id', 'uid', 'name'])
        .where('uid', '=', params.uid)
        .executeTakeFirst();
      if (!category) throw notFound('The category was not found.');
      const subs = await db
        .selectFrom('sub_categories')
        .select(['id', 'uid', 'name'])
        .where('category_id', '=', category.id)
        .orderBy('position')
        .orderBy('name')
        .execute();
      // The top books of every sub-category in one query: rank within each sub-category, keep 10.
      const ranked = summaryQuery(db, country.code)
        .select(
          sql<number>`row_number() over (partition by books.sub_category_id order by books.trending_score desc, books.id)`.as(
            'rank',
          ),
        )
        .select('books.sub_category_id')
        .where('books.category_id', '=', category.id)
        .where('books.type', '=', query.media);
      const rows = await db
        .selectFrom(ranked.as('ranked'))
        .selectAll()
        .where('rank', '<=', STRIP)
        .orderBy('rank')
        .execute();
      return {
        data: {
          category: { uid: category.uid, category_name: category.name },
          media: query.media,
          collections: subs
            .map((sub) => ({
              sub_category: { uid: sub.uid, sub_category_name: sub.name },
              books: rows
                .filter((row) => row.sub_category_id === sub.id)
                .map((row) => toSummary(deps, row, country)),
            }))
            .filter((collection) => collection.books.length > 0),
        },
        message: 'Collections retrieved.',
      };
    }),

    implement(pub.getSubCategory, async ({ params }) => {
      const sub = await db
        .selectFrom('sub_categories as s')
        .innerJoin('categories as c', 'c.id', 's.category_id')
        .select(['s.id', 's.uid', 's.name', 's.is_new', 'c.uid as category_uid', 'c.name as category_name'])
        .select((eb) =>
          eb
            .selectFrom('books')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('books.sub_category_id', '=', 's.id')
            .where('books.status', '=', PUBLISHED)
            .as('books_count'),
        )
        .where('s.uid', '=', params.uid)
        .executeTakeFirst();
      if (!sub) throw notFound('The sub-category was not found.');
      return {
        data: {
          uid: sub.uid,
          sub_category_name: sub.name,
          is_new: sub.is_new,
          category_uid: sub.category_uid,
          books_count: Number(sub.books_count ?? 0),
          category: { uid: sub.category_uid, category_name: sub.category_name },
        },
        message: 'Sub-category retrieved.',
      };
    }),

    implement(pub.getHeader, async () => {
      const [categories, subs, lists] = await Promise.all([
        db
          .selectFrom('categories')
          .select(['id', 'uid', 'name', 'is_new'])
          .orderBy('position')
          .orderBy('name')
          .execute(),
        db
          .selectFrom('sub_categories')
          .select(['category_id', 'uid', 'name', 'is_new'])
          .orderBy('position')
          .orderBy('name')
          .execute(),
        db
          .selectFrom('lists')
          .select(['uid', 'name', 'cover_path'])
          .orderBy('position')
          .orderBy('id')
          .execute(),
      ]);
      return {
        data: {
          categories: categories.map((c) => ({
            uid: c.uid,
            category_name: c.name,
            is_new: c.is_new,
            sub_categories: subs
              .filter((s) => s.category_id === c.id)
              .map((s) => ({ uid: s.uid, sub_category_name: s.name, is_new: s.is_new })),
          })),
          lists: lists.map((l) => ({
            uid: l.uid,
            list_name: l.name,
            list_cover: deps.media.url(l.cover_path) ?? '',
          })),
        },
        message: 'Header retrieved.',
      };
    }),

    implement(pub.getHome, async ({ query }) => {
      const code = query.country.toLowerCase();
      const today = deps.clock().toISOString().slice(0, 10);
      // The three strips in one query: each picks its ten rows in its own order (an index walk) and
      // ranks them; authors and categories are joined to those thirty rows.
      const strip = (index: number, keys: readonly PageKey[], page: PricedBooks) =>
        db
          .selectFrom(
            orderPage(page.select([sql.lit(index).as('strip'), pageRank(keys).as('rank')]), keys, 'inner')
              .limit(STRIP)
              .as('s'),
          )
          .selectAll();
      const strips = strip(0, FEATURED_ORDER, pricedBooks(db, code))
        .unionAll(
          strip(1, NEW_RELEASES_ORDER, pricedBooks(db, code).where('books.publication_date', '<=', today)),
        )
        .unionAll(strip(2, TRENDING_ORDER, pricedBooks(db, code)));
      // The first four lists' books: the first ten published ones of each, those priced in the country.
      const ranked = db
        .selectFrom('list_books as lb')
        .innerJoin('books', 'books.id', 'lb.book_id')
        .where('books.status', '=', PUBLISHED)
        .where(
          'lb.list_id',
          'in',
          db.selectFrom('lists').select('id').orderBy('position').orderBy('id').limit(4),
        )
        .select([
          'lb.list_id',
          'books.id',
          'books.author_id',
          'books.category_id',
          sql<number>`row_number() over (partition by lb.list_id order by lb.position, books.id)`.as('rank'),
        ]);
      const [stripRows, lists, listRows, categories, authors] = await Promise.all([
        db
          .selectFrom(strips.as('b'))
          .innerJoin('users as a', 'a.id', 'b.author_id')
          .leftJoin('categories as cat', 'cat.id', 'b.category_id')
          .select([...CARD_COLUMNS, 'b.strip', ...currencyColumns(db, code)])
          .orderBy('b.strip')
          .orderBy('b.rank')
          .execute(),
        listsWithCounts(),
        db
          .selectFrom(ranked.as('r'))
          .innerJoin('books as b', 'b.id', 'r.id')
          .innerJoin('book_prices as p', (join) =>
            join.onRef('p.book_id', '=', 'r.id').on('p.country_code', '=', code),
          )
          .innerJoin('users as a', 'a.id', 'r.author_id')
          .leftJoin('categories as cat', 'cat.id', 'r.category_id')
          .select([...CARD_COLUMNS.filter((column) => column !== 'b.amount'), 'p.amount', 'r.list_id'])
          .where('r.rank', '<=', STRIP)
          .orderBy('r.list_id')
          .orderBy('r.rank')
          .execute(),
        db.selectFrom('categories').select(['uid', 'name']).orderBy('position').orderBy('name').execute(),
        // Most published books first (author_book_counts is kept by triggers).
        db
          .selectFrom('author_book_counts as c')
          .innerJoin('users as u', 'u.id', 'c.author_id')
          .select(['u.username', 'u.first_name', 'u.middle_name', 'u.last_name', 'u.avatar_path'])
          .where('c.book_count', '>', 0)
          .orderBy('c.book_count', 'desc')
          .orderBy('c.author_id')
          .limit(STRIP)
          .execute(),
      ]);
      const first = stripRows[0];
      // No book at all (or an unsupported country, a 422): the currency comes from the country itself.
      const country: CurrencyInfo =
        first?.currency_code && first.currency_symbol
          ? { currency_code: first.currency_code, currency_symbol: first.currency_symbol }
          : await requireCountry(db, query.country);
      const summary = (rows: SummaryRow[]) => rows.map((row) => toSummary(deps, row, country));
      const listSections = lists.slice(0, 4).flatMap((entry) => {
        const books = listRows.filter((row) => row.list_id === entry.id);
        return books.length > 0 ? [{ list: entry.list, books: summary(books) }] : [];
      });
      return {
        data: {
          country_code: code,
          featured: summary(stripRows.filter((row) => row.strip === 0)),
          new_releases: summary(stripRows.filter((row) => row.strip === 1)),
          trending: summary(stripRows.filter((row) => row.strip === 2)),
          lists: listSections,
          categories: categories.map((c) => ({ uid: c.uid, category_name: c.name })),
          authors: authors.map((u) => ({
            username: u.username,
            first_name: u.first_name,
            middle_name: u.middle_name,
            last_name: u.last_name,
            avatar: deps.media.url(u.avatar_path),
          })),
        },
        message: 'Home retrieved.',
      };
    }),

    implement(pub.listLists, async () => ({
      data: (await listsWithCounts()).map((entry) => entry.list),
      message: 'Lists retrieved.',
    })),

    implement(pub.getList, async ({ params }) => {
      const [entry] = await listsWithCounts(params.uid);
      if (!entry) throw notFound('The list was not found.');
      return { data: entry.list, message: 'List retrieved.' };
    }),

    implement(pub.getListBooks, async ({ params, query }) => {
      const country = await requireCountry(db, query.country);
      const [entry] = await listsWithCounts(params.uid);
      if (!entry) throw notFound('The list was not found.');
      const ids = await listBookIds(entry.id, query.per_page, offsetOf(query.page, query.per_page));
      return {
        data: pageOf(
          await summariesByIds(deps, ids, country),
          query.page,
          query.per_page,
          entry.list.books_count,
        ),
        message: 'List books retrieved.',
      };
    }),

    implement(pub.search, async ({ query }) => {
      const code = query.country.toLowerCase();
      const keyword = query.keyword.toLowerCase();
      const pattern = likePattern(keyword);
      const authorName = sql<string>`lower(first_name || ' ' || coalesce(middle_name, '') || ' ' || last_name)`;
      const bookBase = () =>
        db
          .selectFrom('books')
          .innerJoin('book_prices as p', (join) =>
            join.onRef('p.book_id', '=', 'books.id').on('p.country_code', '=', code),
          )
          .select(['books.id', 'books.uid', 'books.title', 'books.type'])
          .where('books.status', '=', PUBLISHED);
      const authorLike = sql<boolean>`(${authorName} like ${pattern} or lower(username) like ${pattern})`;

      // Substring matches first (the gin_trgm indexes serve LIKE); only when they are too few does the
      // slower similarity search run, to forgive a typo. Authors get both in one query: substring
      // matches by name when there are any, else the names most similar to the keyword.
      const [likeBooks, categories, authorRows] = await Promise.all([
        bookBase()
          .where(sql<boolean>`lower(books.title) like ${pattern}`)
          .orderBy('books.trending_score', 'desc')
          .orderBy('books.id')
          .limit(SEARCH_BOOKS)
          .execute(),
        db
          .selectFrom('categories')
          .select(['uid', 'name'])
          .where(sql<boolean>`(lower(name) like ${pattern} or lower(name) % ${keyword})`)
          .orderBy(sql`similarity(lower(name), ${keyword})`, 'desc')
          .limit(SEARCH_OTHERS)
          .execute(),
        db
          .selectFrom('users')
          .select(['username', 'first_name', 'middle_name', 'last_name', authorLike.as('name_match')])
          .where('is_author', '=', true)
          .where(sql<boolean>`(${authorLike} or ${authorName} % ${keyword})`)
          .orderBy(authorLike, 'desc')
          .orderBy(sql`case when ${authorLike} then last_name end`)
          .orderBy(sql`case when ${authorLike} then id end`)
          .orderBy(sql`similarity(${authorName}, ${keyword})`, 'desc')
          .limit(SEARCH_OTHERS)
          .execute(),
      ]);
      const [, similar] = await Promise.all([
        // Books priced in the country prove it is supported; without any, check it (422).
        likeBooks.length === 0 ? requireCountry(db, query.country) : undefined,
        likeBooks.length < SEARCH_BOOKS
          ? bookBase()
              .where(sql<boolean>`lower(books.title) % ${keyword}`)
              .where('books.id', 'not in', [0, ...likeBooks.map((b) => b.id)])
              .orderBy(sql`similarity(lower(books.title), ${keyword})`, 'desc')
              .limit(SEARCH_BOOKS - likeBooks.length)
              .execute()
          : [],
      ]);
      const books = [...likeBooks, ...similar];
      const authors = authorRows[0]?.name_match ? authorRows.filter((a) => a.name_match) : authorRows;
      return {
        data: {
          books: books.map((b) => ({ uid: b.uid, title: b.title, type: b.type })),
          categories: categories.map((c) => ({ uid: c.uid, category_name: c.name })),
          authors: authors.map((a) => ({
            username: a.username,
            first_name: a.first_name,
            middle_name: a.middle_name,
            last_name: a.last_name,
          })),
        },
        message: 'Search results.',
      };
    }),

    implement(pub.listSupportedCountries, async () => {
      const rows = await db.selectFrom('countries').selectAll().orderBy('position').orderBy('name').execute();
      return {
        data: rows.map((row) => ({
          country_code: row.code,
          country_name: row.name,
          country_icon: deps.media.url(row.icon),
          phone_code: row.phone_code,
          currency: { code: row.currency_code, name: row.currency_name, symbol: row.currency_symbol },
        })),
        message: 'Supported countries retrieved.',
      };
    }),

    implement(pub.listCountryStates, async ({ params }) => {
      const country = await db
        .selectFrom('countries')
        .select('code')
        .where('code', '=', params.code)
        .executeTakeFirst();
      if (!country) throw notFound('The country is not supported.');
      const rows = await db
        .selectFrom('states')
        .select(['id', 'name', 'code', 'country_code'])
        .where('country_code', '=', country.code)
        .orderBy('name')
        .execute();
      return { data: rows, message: 'States retrieved.' };
    }),

    implement(pub.listPayoutBanks, async ({ query }) => {
      const country = await requireCountry(db, query.country);
      const rows = await db
        .selectFrom('payout_banks')
        .select(['code', 'name', 'country_code'])
        .where('country_code', '=', country.code)
        .orderBy('name')
        .execute();
      return {
        data: rows.map((row) => ({ ...row, currency_code: country.currency_code })),
        message: 'Payout banks retrieved.',
      };
    }),

    implement(pub.getVocalCharacteristics, async () => {
      const [ages, accents, languages] = await Promise.all([
        db.selectFrom('vocal_ages').select(['id', 'name']).orderBy('position').orderBy('id').execute(),
        db.selectFrom('vocal_accents').select(['id', 'name']).orderBy('position').orderBy('name').execute(),
        db.selectFrom('vocal_languages').select(['id', 'name']).orderBy('position').orderBy('name').execute(),
      ]);
      return { data: { ages, accents, languages }, message: 'Vocal characteristics retrieved.' };
    }),

    implement(pub.listVoas, async ({ query }) => {
      let artists = db
        .selectFrom('voiceover_artists as v')
        .innerJoin('users as u', 'u.id', 'v.user_id')
        .where('v.status', '=', 'approved');
      if (query.keyword) {
        const pattern = likePattern(query.keyword);
        artists = artists.where(
          sql<boolean>`(lower(coalesce(v.display_name, '')) like ${pattern} or lower(u.username) like ${pattern}
            or lower(u.first_name || ' ' || u.last_name) like ${pattern} or lower(coalesce(v.headline, '')) like ${pattern})`,
        );
      }
      if (query.language?.length) {
        const ids = query.language;
        artists = artists.where((eb) =>
          eb.exists(
            eb
              .selectFrom('voiceover_artist_languages as x')
              .select('x.vocal_language_id')
              .whereRef('x.voiceover_artist_id', '=', 'v.user_id')
              .where('x.vocal_language_id', 'in', ids),
          ),
        );
      }
      if (query.accent?.length) {
        const ids = query.accent;
        artists = artists.where((eb) =>
          eb.exists(
            eb
              .selectFrom('voiceover_artist_accents as x')
              .select('x.vocal_accent_id')
              .whereRef('x.voiceover_artist_id', '=', 'v.user_id')
              .where('x.vocal_accent_id', 'in', ids),
          ),
        );
      }
      if (query.age?.length) {
        const ids = query.age;
        artists = artists.where((eb) =>
          eb.exists(
            eb
              .selectFrom('voiceover_artist_ages as x')
              .select('x.vocal_age_id')
              .whereRef('x.voiceover_artist_id', '=', 'v.user_id')
              .where('x.vocal_age_id', 'in', ids),
          ),
        );
      }
      const [counted, rows] = await Promise.all([
        artists.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        artists
          .select('v.user_id')
          .orderBy('v.rating_average', 'desc')
          .orderBy('v.jobs_completed', 'desc')
          .orderBy('v.user_id')
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page))
          .execute(),
      ]);
      return {
        data: pageOf(
          await artistSummaries(
            deps,
            rows.map((r) => r.user_id),
          ),
          query.page,
          query.per_page,
          Number(counted.total),
        ),
        message: 'Voiceover artists retrieved.',
      };
    }),

    implement(pub.getVoaOffer, async ({ params }) => {
      const offer = await db
        .selectFrom('voiceover_offers as o')
        .innerJoin('voiceover_artists as v', 'v.user_id', 'o.voiceover_artist_id')
        .select('o.id')
        .where('o.uid', '=', params.offer_uid)
        .where('o.deleted_at', 'is', null)
        .where('o.status', '=', 'active')
        .where('v.status', '=', 'approved')
        .executeTakeFirst();
      const [data] = offer ? await offersByIds(deps, [offer.id]) : [];
      if (!data) throw notFound('The offer was not found.');
      return { data, message: 'Offer retrieved.' };
    }),

    implement(pub.getVoa, async ({ params }) => {
      const artist = await db
        .selectFrom('voiceover_artists as v')
        .innerJoin('users as u', 'u.id', 'v.user_id')
        .select('v.user_id')
        .where('v.status', '=', 'approved')
        .where((eb) =>
          eb.or([
            eb('v.uid', '=', params.uid),
            eb(eb.fn('lower', ['u.username']), '=', params.uid.toLowerCase()),
          ]),
        )
        .executeTakeFirst();
      const data = artist ? await artistProfile(deps, artist.user_id, 'public') : null;
      if (!data) throw notFound('The voiceover artist was not found.');
      return { data, message: 'Voiceover artist retrieved.' };
    }),

    implement(pub.listAuthors, async ({ query }) => {
      let authors = db.selectFrom('users').where('is_author', '=', true);
      if (query.keyword) {
        const pattern = likePattern(query.keyword);
        authors = authors.where(
          sql<boolean>`(lower(first_name || ' ' || coalesce(middle_name, '') || ' ' || last_name) like ${pattern} or lower(username) like ${pattern})`,
        );
      }
      const [counted, rows] = await Promise.all([
        authors.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        authors
          .select('id')
          .orderBy('last_name')
          .orderBy('first_name')
          .orderBy('id')
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page))
          .execute(),
      ]);
      return {
        data: pageOf(
          await authorProfiles(
            deps,
            rows.map((r) => r.id),
          ),
          query.page,
          query.per_page,
          Number(counted.total),
        ),
        message: 'Authors retrieved.',
      };
    }),

    implement(pub.getAuthor, async ({ params }) => {
      const author = await db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['username']), '=', params.username.toLowerCase()))
        .where('is_author', '=', true)
        .executeTakeFirst();
      const [data] = author ? await authorProfiles(deps, [author.id]) : [];
      if (!data) throw notFound('The author was not found.');
      return { data, message: 'Author retrieved.' };
    }),
  ];
}

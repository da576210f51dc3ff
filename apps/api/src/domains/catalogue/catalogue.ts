/** The catalogue's reads around the books: categories, curated lists, the header, home and search. */
import type { AppDeps } from '../../context.ts';
import type { BookType } from '../../db/schema.ts';
import { notFound } from '../../domain/errors.ts';
import type { CurrencyInfo } from '../../money.ts';
import { topAuthors } from './authors.queries.ts';
import { summariesOf } from './books.queries.ts';
import {
  categoryBookCounts,
  categoryNames,
  categoryRows,
  menuCategories,
  menuSubCategories,
  namedByUid,
  subCategoriesOf,
  subCategoryBookCounts,
  subCategoryRows,
  subCategoryWithCount,
  topBooksBySubCategory,
} from './categories.queries.ts';
import { homeListBooks, homeStrips } from './home.queries.ts';
import { listBookIds, listsWithCounts, menuLists } from './lists.queries.ts';
import { typedSearch } from '../search/search.queries.ts';
import {
  authorsMatching,
  booksMatching,
  booksSimilar,
  categoriesMatching,
  closestNames,
} from '../search/matching.queries.ts';
import { cappedTotal, searchCountUpTo, searchTotal, STRIP } from './books.ts';
import { countMatchesUpTo } from './listing.queries.ts';
import { requireCountry } from './countries.ts';

/** How many curated lists the home page shows. */
const HOME_LISTS = 4;
const SEARCH_BOOKS = 8;
const SEARCH_OTHERS = 5;
/** How close (trigram word similarity, 0 to 1) a name must be to be offered as "Did you mean". */
const SUGGESTION_CLOSENESS = 0.5;

/** Every category (or the one with `uid`) with its sub-categories and their published books' counts. */
export async function categoriesWithCounts(deps: AppDeps, uid?: string) {
  const { db } = deps;
  const categories = await categoryRows(db, uid);
  if (categories.length === 0) return { categories, subs: [], counts: undefined };
  const ids = categories.map((c) => c.id);
  const [subs, categoryCounts, subCounts] = await Promise.all([
    subCategoryRows(db, ids),
    categoryBookCounts(db, ids),
    subCategoryBookCounts(db, ids),
  ]);
  const counts = {
    categories: new Map(categoryCounts.map((r) => [r.category_id, Number(r.n)])),
    subCategories: new Map(subCounts.map((r) => [r.sub_category_id, Number(r.n)])),
  };
  return { categories, subs, counts };
}

/** A category's top books of one type, per sub-category; 422 for the country, 404 for the category. */
export async function categoryCollections(deps: AppDeps, uid: string, countryCode: string, type: BookType) {
  const { db } = deps;
  const country = await requireCountry(db, countryCode);
  const category = await namedByUid(db, 'categories', uid);
  if (!category) throw notFound('The category was not found.');
  const subs = await subCategoriesOf(db, category.id);
  const rows = await topBooksBySubCategory(db, country.code, category.id, type, STRIP);
  return { country, category, subs, rows };
}

/** A sub-category with its category and count, or 404. */
export async function subCategory(deps: AppDeps, uid: string) {
  const sub = await subCategoryWithCount(deps.db, uid);
  if (!sub) throw notFound('The sub-category was not found.');
  return sub;
}

/** The header's menus: categories with their sub-categories, and the curated lists. */
export async function headerMenus(deps: AppDeps) {
  const [categories, subs, lists] = await Promise.all([
    menuCategories(deps.db),
    menuSubCategories(deps.db),
    menuLists(deps.db),
  ]);
  return { categories, subs, lists };
}

/** Every curated list with its published books' count, in the store's order. */
export function curatedLists(deps: AppDeps) {
  return listsWithCounts(deps.db);
}

/** A curated list with its count, or 404. */
export async function curatedList(deps: AppDeps, uid: string) {
  const [list] = await listsWithCounts(deps.db, { uid });
  if (!list) throw notFound('The list was not found.');
  return list;
}

/** A page of a curated list's books priced in a country: the ids in the list's order and their rows. */
export async function curatedListBooks(
  deps: AppDeps,
  uid: string,
  countryCode: string,
  limit: number,
  offset: number,
) {
  const country = await requireCountry(deps.db, countryCode);
  const list = await curatedList(deps, uid);
  const ids = await listBookIds(deps.db, list.id, limit, offset);
  const rows = ids.length === 0 ? [] : await summariesOf(deps.db, country.code, ids);
  return { country, list, ids, rows };
}

/** Everything the home page shows for a country (an unsupported one is a 422). */
export async function home(deps: AppDeps, countryCode: string) {
  const { db } = deps;
  const code = countryCode.toLowerCase();
  const today = deps.clock().toISOString().slice(0, 10);
  const [stripRows, listRows, categories, authors] = await Promise.all([
    homeStrips(db, code, today, STRIP),
    homeListBooks(db, code, HOME_LISTS, STRIP),
    categoryNames(db),
    // Most published books first.
    topAuthors(db, STRIP),
  ]);
  // Each list shown comes with its books, in the store's order, with its count of published books (a
  // list without any book here is not shown).
  const lists = [...new Map(listRows.map((row) => [row.list_id, listOf(row)])).values()];
  const first = stripRows[0];
  // No book at all (or an unsupported country, a 422): the currency comes from the country itself.
  const currency: CurrencyInfo =
    first?.currency_code && first.currency_symbol
      ? { currency_code: first.currency_code, currency_symbol: first.currency_symbol }
      : await requireCountry(db, countryCode);
  return { code, currency, stripRows, lists, listRows, categories, authors };
}

/** A home list row's list (`homeListBooks`). */
function listOf(row: {
  list_id: number;
  list_uid: string;
  list_name: string;
  list_cover_path: string | null;
  list_description: string | null;
  list_created_at: Date;
  books_count: number;
}) {
  return {
    id: row.list_id,
    uid: row.list_uid,
    name: row.list_name,
    cover_path: row.list_cover_path,
    description: row.list_description,
    created_at: row.list_created_at,
    books_count: row.books_count,
  };
}

/**
 * The search box's matches (issue 25): books by full-text relevance (title, people, ISBN, tags, blurb;
 * the last word a prefix while typing), categories and authors: the words made a tsquery once, then one
 * round of three queries. When the words match no book, titles close to the keyword (a typo forgiven)
 * come instead, as on the see-all page; and when at most one book matched, the closest title or
 * author's name is offered as "Did you mean". `bookTotal` is what the see-all page counts (issue 39):
 * the books shown when they are fewer than the overlay holds, else counted as that page counts.
 */
export async function search(deps: AppDeps, rawKeyword: string, countryCode: string) {
  const { db } = deps;
  const code = countryCode.toLowerCase();
  const typed = await typedSearch(db, rawKeyword, true);
  // The books come with their count (the see-all page's): a common word is answered in one round.
  const upTo = searchCountUpTo(0);
  const [matching, categories, authorRows] = await Promise.all([
    booksMatching(
      db,
      code,
      typed,
      SEARCH_BOOKS,
      countMatchesUpTo(db, code, { search: { typed, fuzzy: false } }, upTo),
    ),
    categoriesMatching(db, typed, SEARCH_OTHERS),
    authorsMatching(db, typed, SEARCH_OTHERS),
  ]);
  const found = matching.rows;
  const foundTotal = found.length === SEARCH_BOOKS ? cappedTotal(matching.counted, upTo) : undefined;
  const [, similar, closest] = await Promise.all([
    // Books priced in the country prove it is supported; without any, check it (422).
    found.length === 0 ? requireCountry(db, countryCode) : undefined,
    found.length === 0 ? booksSimilar(db, code, typed, SEARCH_BOOKS) : [],
    found.length <= 1 ? closestNames(db, typed) : [],
  ]);
  const books = found.length > 0 ? found : similar;
  const bookTotal =
    foundTotal ??
    (books.length < SEARCH_BOOKS
      ? { total: books.length, capped: false }
      : await searchTotal(db, code, typed, true));
  const authors = authorRows[0]?.name_match ? authorRows.filter((a) => a.name_match) : authorRows;
  return { books, categories, authors, suggestion: suggestionOf(rawKeyword, closest), bookTotal };
}

/** The closest name that is not what was typed, if it is close enough to offer. */
function suggestionOf(
  keyword: string,
  closest: readonly { text: string; folded_text: string; closeness: number }[],
) {
  const typedFolded = foldText(keyword);
  const best = [...closest]
    .filter((c) => c.folded_text !== typedFolded && Number(c.closeness) >= SUGGESTION_CLOSENESS)
    .sort((a, b) => Number(b.closeness) - Number(a.closeness))[0];
  return best?.text ?? null;
}

/** Lower case, accents and punctuation gone: the keyword as search_fold() writes it (for comparing). */
function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

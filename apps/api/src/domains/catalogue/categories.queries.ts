import { sql, type Kysely } from 'kysely';
import { PUBLISHED } from '../../db/plans.ts';
import { runShape } from '../../db/shapes.ts';
import type { BookType, Database } from '../../db/schema.ts';
import { summaryQuery } from './books.queries.ts';

/** A category or a sub-category by uid: its id and name, or undefined. */
export function namedByUid(db: Kysely<Database>, table: 'categories' | 'sub_categories', uid: string) {
  return db.selectFrom(table).select(['id', 'uid', 'name']).where('uid', '=', uid).executeTakeFirst();
}

/** Every category (or the one with `uid`), in the menu's order. */
export function categoryRows(db: Kysely<Database>, uid?: string) {
  let query = db.selectFrom('categories').selectAll().orderBy('position').orderBy('name');
  if (uid !== undefined) query = query.where('uid', '=', uid);
  return query.execute();
}

/** The sub-categories of these categories, in the menu's order. */
export function subCategoryRows(db: Kysely<Database>, categoryIds: number[]) {
  return db
    .selectFrom('sub_categories')
    .selectAll()
    .where('category_id', 'in', categoryIds)
    .orderBy('position')
    .orderBy('name')
    .execute();
}

/** Published books per category, for these categories. */
export function categoryBookCounts(db: Kysely<Database>, categoryIds: number[]) {
  return db
    .selectFrom('books')
    .select((eb) => ['category_id', eb.fn.countAll<number>().as('n')])
    .where('status', '=', PUBLISHED)
    .where('category_id', 'in', categoryIds)
    .groupBy('category_id')
    .execute();
}

/** Published books per sub-category, for the sub-categories of these categories. */
export function subCategoryBookCounts(db: Kysely<Database>, categoryIds: number[]) {
  return db
    .selectFrom('books')
    .select((eb) => ['sub_category_id', eb.fn.countAll<number>().as('n')])
    .where('status', '=', PUBLISHED)
    .where('category_id', 'in', categoryIds)
    .where('sub_category_id', 'is not', null)
    .groupBy('sub_category_id')
    .execute();
}

/** A category's sub-categories (id, uid, name), in the menu's order. */
export function subCategoriesOf(db: Kysely<Database>, categoryId: number) {
  return db
    .selectFrom('sub_categories')
    .select(['id', 'uid', 'name'])
    .where('category_id', '=', categoryId)
    .orderBy('position')
    .orderBy('name')
    .execute();
}

/**
 * The top `perSub` cards of every sub-category of a category in one query: ranked by trending within
 * each sub-category.
 */
export function topBooksBySubCategory(
  db: Kysely<Database>,
  country: string,
  categoryId: number,
  type: BookType,
  perSub: number,
) {
  const ranked = summaryQuery(db, country)
    .select(
      sql<number>`row_number() over (partition by books.sub_category_id order by books.trending_score desc, books.id)`.as(
        'rank',
      ),
    )
    .select('books.sub_category_id')
    .where('books.category_id', '=', categoryId)
    .where('books.type', '=', type);
  return db.selectFrom(ranked.as('ranked')).selectAll().where('rank', '<=', perSub).orderBy('rank').execute();
}

/** A sub-category with its category and its published books' count, or undefined. */
export function subCategoryWithCount(db: Kysely<Database>, uid: string) {
  return db
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
    .where('s.uid', '=', uid)
    .executeTakeFirst();
}

/** The header menu: every category and sub-category (id, uid, name, new flag), in the menu's order. */
export function menuCategories(db: Kysely<Database>) {
  return db
    .selectFrom('categories')
    .select(['id', 'uid', 'name', 'is_new'])
    .orderBy('position')
    .orderBy('name')
    .execute();
}

export function menuSubCategories(db: Kysely<Database>) {
  return db
    .selectFrom('sub_categories')
    .select(['category_id', 'uid', 'name', 'is_new'])
    .orderBy('position')
    .orderBy('name')
    .execute();
}

/** Every category's uid and name, in the menu's order. */
export function categoryNames(db: Kysely<Database>) {
  return runShape(db, 'categoryNames', [] as const, () =>
    db.selectFrom('categories').select(['uid', 'name']).orderBy('position').orderBy('name'),
  );
}

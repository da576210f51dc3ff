import type {
  Category,
  CategoryRef,
  HeaderContent,
  SubCategory,
  SubCategoryDetail,
  SubCategoryRef,
} from '@bookstore/api-client/contract';
import type { MediaUrls } from '../../media/urls.ts';

/** A category as other shapes refer to it. */
export const categoryRef = (row: { uid: string; name: string }): CategoryRef => ({
  uid: row.uid,
  category_name: row.name,
});

/** A sub-category as other shapes refer to it. */
export const subCategoryRef = (row: { uid: string; name: string }): SubCategoryRef => ({
  uid: row.uid,
  sub_category_name: row.name,
});

interface CategoryRow {
  id: number;
  uid: string;
  name: string;
  description: string | null;
  is_new: boolean;
  cover_path: string | null;
}

interface SubCategoryRow {
  id: number;
  uid: string;
  name: string;
  is_new: boolean;
  category_id: number;
}

/** A category with its sub-categories (`subs` may hold other categories' ones) and published counts. */
export function toCategory(
  urls: MediaUrls,
  category: CategoryRow,
  subs: readonly SubCategoryRow[],
  counts: {
    categories: ReadonlyMap<number | null, number>;
    subCategories: ReadonlyMap<number | null, number>;
  },
): Category {
  return {
    uid: category.uid,
    category_name: category.name,
    description: category.description,
    is_new: category.is_new,
    cover_path: urls.media.url(category.cover_path),
    books_count: counts.categories.get(category.id) ?? 0,
    sub_categories: subs
      .filter((s) => s.category_id === category.id)
      .map((s): SubCategory => ({
        uid: s.uid,
        sub_category_name: s.name,
        is_new: s.is_new,
        category_uid: category.uid,
        books_count: counts.subCategories.get(s.id) ?? 0,
      })),
  };
}

/** A sub-category with its category and its published books' count. */
export function toSubCategoryDetail(row: {
  uid: string;
  name: string;
  is_new: boolean;
  category_uid: string;
  category_name: string;
  books_count: number | string | null;
}): SubCategoryDetail {
  return {
    uid: row.uid,
    sub_category_name: row.name,
    is_new: row.is_new,
    category_uid: row.category_uid,
    books_count: Number(row.books_count ?? 0),
    category: { uid: row.category_uid, category_name: row.category_name },
  };
}

/** The header's category menu: each category with its sub-categories (`subs` of every category). */
export function toMenu(
  categories: readonly { id: number; uid: string; name: string; is_new: boolean }[],
  subs: readonly { category_id: number; uid: string; name: string; is_new: boolean }[],
): HeaderContent['categories'] {
  return categories.map((c) => ({
    uid: c.uid,
    category_name: c.name,
    is_new: c.is_new,
    sub_categories: subs
      .filter((s) => s.category_id === c.id)
      .map((s) => ({ uid: s.uid, sub_category_name: s.name, is_new: s.is_new })),
  }));
}

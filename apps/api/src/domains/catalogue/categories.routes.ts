import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { notFound } from '../../http/errors.ts';
import { toSummary } from './books.presenter.ts';
import { categoryRef, subCategoryRef, toCategory, toSubCategoryDetail } from './categories.presenter.ts';
import { categoriesWithCounts, categoryCollections, subCategory } from './catalogue.ts';

const pub = contract.public;

/** Every category (or the one with `uid`) in the contract's shape. */
async function categories(deps: AppDeps, uid?: string) {
  const found = await categoriesWithCounts(deps, uid);
  const { counts } = found;
  if (!counts) return [];
  return found.categories.map((category) => toCategory(deps, category, found.subs, counts));
}

export async function listCategories(deps: AppDeps) {
  return { data: await categories(deps), message: 'Categories retrieved.' };
}

export async function getCategory(deps: AppDeps, { params }: HandlerInput<typeof pub.getCategory>) {
  const [category] = await categories(deps, params.uid);
  if (!category) throw notFound('The category was not found.');
  return { data: category, message: 'Category retrieved.' };
}

export async function getCategoryCollections(
  deps: AppDeps,
  { params, query }: HandlerInput<typeof pub.getCategoryCollections>,
) {
  const { country, category, subs, rows } = await categoryCollections(
    deps,
    params.uid,
    query.country,
    query.media,
  );
  return {
    data: {
      category: categoryRef(category),
      media: query.media,
      collections: subs
        .map((sub) => ({
          sub_category: subCategoryRef(sub),
          books: rows
            .filter((row) => row.sub_category_id === sub.id)
            .map((row) => toSummary(deps, row, country)),
        }))
        .filter((collection) => collection.books.length > 0),
    },
    message: 'Collections retrieved.',
  };
}

export async function getSubCategory(deps: AppDeps, { params }: HandlerInput<typeof pub.getSubCategory>) {
  return {
    data: toSubCategoryDetail(await subCategory(deps, params.uid)),
    message: 'Sub-category retrieved.',
  };
}

export const categoryRoutes = (deps: AppDeps): RouteDefinition[] => [
  route(pub.listCategories, deps, listCategories),
  route(pub.getCategory, deps, getCategory),
  route(pub.getCategoryCollections, deps, getCategoryCollections),
  route(pub.getSubCategory, deps, getSubCategory),
];

import { describe, expect, it } from 'vitest';
import { authorPage } from './author';
import { authorsPage } from './authors';
import { bookPage } from './book';
import { booksPage } from './books';
import { categoriesPage } from './categories';
import { categoryListingPage } from './categoryListing';
import { homePage } from './home';
import { headPages, publicPages } from './index';
import { listPage } from './list';
import { listsPage } from './lists';
import { mediaListingPage } from './mediaListing';
import { partnersPage } from './partners';
import { subCategoryListingPage } from './subCategoryListing';
import { voaPage } from './voa';
import { voasPage } from './voas';

/** Each page module's head by the name the table is read with. */
const HEAD_NAMES = new Map([
  [homePage.head, 'home'],
  [mediaListingPage.head, 'media-listing'],
  [categoryListingPage.head, 'category-listing'],
  [subCategoryListingPage.head, 'sub-category-listing'],
  [booksPage.head, 'books'],
  [bookPage.head, 'book'],
  [categoriesPage.head, 'fixed:categories'],
  [authorsPage.head, 'fixed:authors'],
  [authorPage.head, 'author'],
  [listsPage.head, 'fixed:lists'],
  [listPage.head, 'list'],
  [voasPage.head, 'fixed:voas'],
  [voaPage.head, 'voa'],
  [partnersPage.head, 'fixed:partners'],
]);

describe('the head table', () => {
  it("names each public page's head, once per alternative of its path", () => {
    // Each is its page module's own head; the pages of other text (about, terms) have none.
    expect(HEAD_NAMES.size).toBe(14);
    const named = headPages(publicPages).map(({ path, head }) => ({ path, head: HEAD_NAMES.get(head) }));
    expect(named).toEqual([
      { path: '/', head: 'home' },
      { path: '/ebooks', head: 'media-listing' },
      { path: '/audiobooks', head: 'media-listing' },
      { path: '/printbooks', head: 'media-listing' },
      { path: '/audiobooks/:slug', head: 'category-listing' },
      { path: '/ebooks/:slug', head: 'category-listing' },
      { path: '/printbooks/:slug', head: 'category-listing' },
      { path: '/audiobooks/:slug/:id', head: 'sub-category-listing' },
      { path: '/ebooks/:slug/:id', head: 'sub-category-listing' },
      { path: '/printbooks/:slug/:id', head: 'sub-category-listing' },
      { path: '/books', head: 'books' },
      { path: '/books/:slug', head: 'book' },
      { path: '/categories', head: 'fixed:categories' },
      { path: '/authors', head: 'fixed:authors' },
      { path: '/authors/:username', head: 'author' },
      { path: '/lists', head: 'fixed:lists' },
      { path: '/lists/:id', head: 'list' },
      { path: '/voas', head: 'fixed:voas' },
      { path: '/voas/:username', head: 'voa' },
      { path: '/partners', head: 'fixed:partners' },
    ]);
  });
});

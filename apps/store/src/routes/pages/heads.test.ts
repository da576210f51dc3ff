import { describe, expect, it } from 'vitest';
import { headPages, publicPages } from './index';

describe('the head table', () => {
  it("names each public page's head, once per alternative of its path", () => {
    // The API reads the data of each kind of head; the pages of other text (about, terms) have none.
    expect(headPages(publicPages)).toEqual([
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
    ]);
  });
});

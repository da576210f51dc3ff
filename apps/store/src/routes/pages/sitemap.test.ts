import { describe, expect, it } from 'vitest';
import { publicPages, sitemapPages } from './index';

describe('the sitemap pages', () => {
  it('are the public pages, in the order the sitemap lists them', () => {
    // The API lists the fixed pages in this order, then the category listings it fills in.
    expect(sitemapPages(publicPages)).toEqual([
      { path: '/', sitemap: { dated: 'catalogue' } },
      { path: '/ebooks', sitemap: { dated: 'catalogue' } },
      { path: '/audiobooks', sitemap: { dated: 'catalogue' } },
      { path: '/printbooks', sitemap: { dated: 'catalogue' } },
      { path: '/{audiobooks|ebooks|printbooks}/:slug', sitemap: { entity: 'categories' } },
      { path: '/{audiobooks|ebooks|printbooks}/:slug/:id', sitemap: { entity: 'sub-categories' } },
      { path: '/books', sitemap: { dated: 'catalogue' } },
      { path: '/books/:slug', sitemap: { entity: 'books' } },
      { path: '/categories', sitemap: { dated: 'catalogue' } },
      { path: '/authors', sitemap: { dated: 'catalogue' } },
      { path: '/authors/:username', sitemap: { entity: 'authors' } },
      { path: '/lists', sitemap: { dated: 'catalogue' } },
      { path: '/lists/:id', sitemap: { entity: 'lists' } },
      { path: '/voas', sitemap: { dated: 'never' } },
      { path: '/voas/:username', sitemap: { entity: 'artists' } },
      { path: '/about', sitemap: { dated: 'never' } },
      { path: '/private-policy', sitemap: { dated: 'never' } },
      { path: '/term-of-use', sitemap: { dated: 'never' } },
      { path: '/partners', sitemap: { dated: 'never' } },
    ]);
  });
});

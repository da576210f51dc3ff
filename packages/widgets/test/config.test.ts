import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getPageOptions,
  init,
  parseCountry,
  parsePartner,
  parseTheme,
  parseUrl,
  readAttributes,
  resetPageOptions,
  resolveConfig,
  storeLink,
  subscribePageOptions,
} from '../src/runtime/config';

afterEach(() => resetPageOptions());

describe('parsing', () => {
  it('accepts the three themes in any case and nothing else', () => {
    expect(parseTheme('Dark')).toBe('dark');
    expect(parseTheme(' auto ')).toBe('auto');
    expect(parseTheme('sepia')).toBeUndefined();
    expect(parseTheme(3)).toBeUndefined();
  });

  it('accepts two-letter country codes, lower-cased', () => {
    expect(parseCountry('GB')).toBe('gb');
    expect(parseCountry('gbr')).toBeUndefined();
    expect(parseCountry('')).toBeUndefined();
  });

  it('keeps http(s) URLs without a trailing slash and resolves relative ones', () => {
    expect(parseUrl('https://store.example/shop/')).toBe('https://store.example/shop');
    expect(parseUrl('/', 'http://partner.example/page')).toBe('http://partner.example');
    expect(parseUrl('javascript:alert(1)')).toBeUndefined();
    expect(parseUrl('not a url')).toBeUndefined();
  });
});

describe('partner', () => {
  it('accepts 4 to 16 letters and digits, upper-cased, and nothing else', () => {
    expect(parsePartner(' bookclub42 ')).toBe('BOOKCLUB42');
    expect(parsePartner('ABCD')).toBe('ABCD');
    expect(parsePartner('ABCDEFGHIJKLMNOP')).toBe('ABCDEFGHIJKLMNOP');
    expect(parsePartner('ABC')).toBeUndefined();
    expect(parsePartner('ABCDEFGHIJKLMNOPQ')).toBeUndefined();
    expect(parsePartner('BOOK-CLUB')).toBeUndefined();
    expect(parsePartner('BOOK&ref=X')).toBeUndefined();
    expect(parsePartner(1234)).toBeUndefined();
  });

  it('comes from the partner attribute and from init, an invalid one dropped', () => {
    const element = document.createElement('bookstore-book-card');
    element.setAttribute('partner', 'readers1');
    expect(readAttributes(element)).toEqual({ partner: 'READERS1' });
    element.setAttribute('partner', 'no');
    expect(readAttributes(element)).toEqual({});
    init({ partner: 'club2026' });
    expect(getPageOptions()).toEqual({ partner: 'CLUB2026' });
    expect(resolveConfig([getPageOptions()], 'https://cdn.example').partner).toBe('CLUB2026');
  });

  it('is on store links with the widget the click came from, and nothing without a partner', () => {
    const store = { storeUrl: 'https://store.example/', partner: 'READERS1' };
    const link = new URL(storeLink(store, 'search', '/books', { category: 'cat_1' }));
    expect(link.origin + link.pathname).toBe('https://store.example/books');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      category: 'cat_1',
      ref: 'READERS1',
      ref_src: 'widget',
      ref_widget: 'search',
    });
    expect(storeLink({ ...store, partner: undefined }, 'card', '/books/bk_1')).toBe(
      'https://store.example/books/bk_1',
    );
  });
});

describe('readAttributes', () => {
  it('maps api-base, store-url, country and theme, dropping invalid values', () => {
    const element = document.createElement('bookstore-cart');
    element.setAttribute('api-base', 'https://api.example/');
    element.setAttribute('store-url', 'https://store.example');
    element.setAttribute('country', 'US');
    element.setAttribute('theme', 'purple');
    expect(readAttributes(element)).toEqual({
      apiBase: 'https://api.example',
      storeUrl: 'https://store.example',
      country: 'us',
    });
  });
});

describe('resolveConfig', () => {
  it('uses the spec defaults: country ng, theme light, API at the script origin', () => {
    expect(resolveConfig([], 'https://cdn.bookstore.example')).toEqual({
      apiBase: 'https://cdn.bookstore.example',
      storeUrl: 'https://cdn.bookstore.example',
      country: 'ng',
      theme: 'light',
      fetch: undefined,
    });
  });

  it('lets later layers win and the store URL default to the API base', () => {
    const config = resolveConfig(
      [
        { apiBase: 'https://api.example', country: 'gb', theme: 'dark' },
        { country: 'us', theme: undefined },
      ],
      'https://cdn.example',
    );
    expect(config).toMatchObject({
      apiBase: 'https://api.example',
      storeUrl: 'https://api.example',
      country: 'us',
      theme: 'dark',
    });
  });
});

describe('init', () => {
  it('merges page-wide options, ignores invalid ones and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribePageOptions(listener);
    init({ apiBase: 'https://api.example', country: 'GB' });
    init({ theme: 'auto', country: 'nowhere' });
    expect(getPageOptions()).toEqual({ apiBase: 'https://api.example', country: 'gb', theme: 'auto' });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    init({ theme: 'dark' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { getPageOptions, resetPageOptions } from '../src/runtime/config';
import { installGlobal, type BookstoreGlobal } from '../src/runtime/global';

type Scope = typeof globalThis & { Bookstore?: Partial<BookstoreGlobal> };

afterEach(() => {
  delete (globalThis as Scope).Bookstore;
  resetPageOptions();
});

describe('window.Bookstore for the script-tag build', () => {
  it('applies what the loader collected, then makes init the real one', () => {
    const scope = globalThis as Scope;
    scope.Bookstore = { config: { apiBase: 'https://api.example/', country: 'GB' }, init: () => undefined };
    installGlobal('https://cdn.example/widgets/cdn/chunk.js');
    expect(getPageOptions()).toEqual({ apiBase: 'https://api.example', country: 'gb' });
    expect(scope.Bookstore.ready).toBe(true);

    scope.Bookstore.init?.({ theme: 'dark' });
    expect(getPageOptions()).toMatchObject({ theme: 'dark', country: 'gb' });
    expect(scope.Bookstore.config).toMatchObject({ theme: 'dark' });
  });

  it('works without a loader and installs only once', () => {
    installGlobal('https://cdn.example/widgets/cdn/bookstore.js');
    const scope = globalThis as Scope;
    const first = scope.Bookstore?.init;
    installGlobal('https://cdn.example/widgets/cdn/player.js');
    expect(scope.Bookstore?.init).toBe(first);
    first?.({ country: 'us' });
    expect(getPageOptions()).toEqual({ country: 'us' });
  });
});

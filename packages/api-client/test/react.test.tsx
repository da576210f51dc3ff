import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClient } from '../src';
import { apiKeys, createApiHooks, readKeys, useApiMutation } from '../src/react';
import { json, startServer, type TestServer } from './server';

const book = (uid: string, title: string) => ({ id: 1, quantity: 1, book: { uid, title } });

let server: TestServer;
let api: ApiClient;
let cart: ReturnType<typeof book>[];

beforeEach(async () => {
  cart = [];
  server = await startServer();
  server.use((request, response) => {
    const url = new URL(request.url, server.url);
    if (url.pathname === '/api/user/cart/all') {
      json(response, 200, {
        data: { cart_items: cart },
        message: `cart for ${url.searchParams.get('country')}`,
      });
    } else if (url.pathname === '/api/user/cart/add') {
      const { book_uid } = JSON.parse(request.body.toString('utf8')) as { book_uid: string };
      if (book_uid === 'missing') {
        json(response, 422, {
          message: 'The book does not exist.',
          errors: { book_uid: ['The book does not exist.'] },
        });
        return true;
      }
      cart = [...cart, book(book_uid, `Title ${book_uid}`)];
      json(response, 200, { data: { cart_items: cart }, message: 'Book added to cart' });
    } else if (url.pathname.startsWith('/api/public/books/')) {
      json(response, 200, {
        data: { uid: url.pathname.split('/').pop(), country: url.searchParams.get('country') },
        message: 'ok',
      });
    } else {
      return false;
    }
    return true;
  });
  api = createApiClient({ baseUrl: server.url, cookieJar: true });
});

afterEach(async () => {
  await server.close();
});

// A fresh cache per test, and no dedupe window so refetches are observable.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('SWR keys', () => {
  it('include path params and the country, with query keys in a stable order', () => {
    expect(apiKeys.public.getBook({ params: { uid: 'a b' }, query: { country: 'gh' } })).toBe(
      '/api/public/books/a%20b?country=gh',
    );
    expect(apiKeys.public.listBooks({ query: { type: 'ebook', country: 'ng', sort: 'PriceLow' } })).toBe(
      apiKeys.public.listBooks({ query: { sort: 'PriceLow', country: 'ng', type: 'ebook' } }),
    );
    expect(apiKeys.public.getHeader()).toBe('/api/public/header');
    // @ts-expect-error a call that takes a country needs it in its key
    expect(apiKeys.cart.get({ query: {} })).toBe('/api/user/cart/all');
    const cartReads = readKeys([apiKeys.cart.get({ query: { country: 'ng' } })]);
    expect(cartReads('/api/user/cart/all?country=gh')).toBe(true);
    expect(cartReads('/api/user/cart/all')).toBe(true);
    expect(cartReads('/api/user/cart/allx')).toBe(false);
    expect(cartReads(['/api/user/cart/all'])).toBe(false);
    const book = apiKeys.selling.getBook({ params: { uid: 'b1' } });
    expect(readKeys([book])(`${book}/activities`)).toBe(false);
    expect(readKeys([book], { below: true })(`${book}/activities`)).toBe(true);
    expect(readKeys([book], { below: true })(`${book}0`)).toBe(false);
  });

  it('exist only for reads, not for GETs that change state', () => {
    expect(Object.keys(apiKeys.cart)).toEqual(['get']);
    expect(Object.keys(apiKeys.auth)).toEqual([]);
    expect(Object.keys(apiKeys.selling)).not.toContain('publishBook');
    expect(Object.keys(apiKeys.selling)).toContain('getBook');
  });
});

describe('hooks against a real server', () => {
  it('fetch a read and refetch when the country changes', async () => {
    const hooks = createApiHooks(api);
    const { result, rerender } = renderHook(
      ({ country }: { country: string }) =>
        hooks.public.useGetBook({ params: { uid: 'bk-1' }, query: { country } }),
      { wrapper, initialProps: { country: 'ng' } },
    );
    await waitFor(() => expect(result.current.data?.data).toEqual({ uid: 'bk-1', country: 'ng' }));
    rerender({ country: 'gh' });
    await waitFor(() => expect(result.current.data?.data).toEqual({ uid: 'bk-1', country: 'gh' }));
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/public/books/bk-1?country=ng',
      '/api/public/books/bk-1?country=gh',
    ]);
  });

  it('fetch nothing while the input is null', async () => {
    const hooks = createApiHooks(api);
    const { result } = renderHook(() => hooks.cart.useGet(null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.data).toBeUndefined();
    expect(server.requests).toHaveLength(0);
  });

  it('a mutation writes the cart answer into the cart key', async () => {
    const hooks = createApiHooks(api);
    const cartKey = apiKeys.cart.get({ query: { country: 'ng' } });
    const { result } = renderHook(
      () => ({
        cart: hooks.cart.useGet({ query: { country: 'ng' } }),
        add: useApiMutation(api.cart.add, { populate: cartKey }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.data?.data.cart_items).toEqual([]));
    await act(async () => {
      await result.current.add.trigger({ query: { country: 'ng' }, body: { book_uid: 'bk-9' } });
    });
    expect(result.current.cart.data?.data.cart_items.map((item) => item.book.uid)).toEqual(['bk-9']);
    expect(result.current.add.data?.message).toBe('Book added to cart');
    // Populated from the answer: the cart was not fetched again.
    expect(server.requests.filter((r) => r.url.startsWith('/api/user/cart/all'))).toHaveLength(1);
  });

  it('a mutation revalidates matching keys and reports ApiError', async () => {
    const hooks = createApiHooks(api);
    const onError = vi.fn();
    const { result } = renderHook(
      () => ({
        cart: hooks.cart.useGet({ query: { country: 'ng' } }),
        add: useApiMutation(api.cart.add, {
          revalidate: [apiKeys.cart.get({ query: { country: 'ng' } })],
          onError,
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.data).toBeDefined());
    await act(async () => {
      await result.current.add.trigger({ body: { book_uid: 'bk-2' } });
    });
    await waitFor(() => expect(result.current.cart.data?.data.cart_items).toHaveLength(1));
    expect(server.requests.filter((r) => r.url.startsWith('/api/user/cart/all'))).toHaveLength(2);

    await act(async () => {
      await expect(result.current.add.trigger({ body: { book_uid: 'missing' } })).rejects.toBeInstanceOf(
        ApiError,
      );
    });
    expect(result.current.add.error).toBeInstanceOf(ApiError);
    expect((result.current.add.error as ApiError).fieldError('book_uid')).toBe('The book does not exist.');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(result.current.add.isMutating).toBe(false);
  });
});

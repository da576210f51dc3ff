// @own-modules: the page load's prefetch runs once per module graph (app/routeObject.ts) and the heads'
// chunk is loaded once (routes/route.ts); this file needs both as a fresh page load has them.
import type { Book } from '@bookstore/api-client/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { money } from '../features/shared/testing';
import { destroySession } from '../state/session';
import { buildRoutes } from './router';

const book = {
  uid: 'BOOK1',
  slug: 'sun-songs',
  title: 'Sun Songs',
  subtitle: null,
  type: 'ebook',
  authors: [{ username: 'ada', first_name: 'Ada', middle_name: null, last_name: 'Obi', avatar: null }],
  cover_path: null,
  price: money(4000),
  category: null,
  sub_category: null,
  rating: { average: 0, count: 0 },
  publication_date: '2024-01-01',
  description: 'Songs of the sun, sung in Lagos.',
  contributors: [],
  language: 'en',
  pages: 120,
  duration_seconds: null,
  isbn: null,
  publisher: null,
  sample_url: null,
  file: null,
  print: null,
  tags: [],
} as unknown as Book;

const BOOK_READ = /\/api\/public\/books\/(BOOK1|NOBOOK)\?/;
const RELATED_READ = /\/api\/public\/books\/BOOK1\/related\?/;
// The reviews under the book (issue 42; the head names the first in its JSON-LD): none yet.
const REVIEWS_READ = /\/api\/public\/books\/BOOK1\/reviews\?/;
const SUMMARY_READ = /\/api\/public\/books\/BOOK1\/reviews\/summary$/;
const NO_REVIEWS = { items: [], page: 1, per_page: 5, total: 0, last_page: 1 };
const NO_RATINGS = {
  average: 0,
  count: 0,
  distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
};
/** The calls the page made, by address. */
let calls: string[] = [];

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

beforeEach(() => {
  destroySession();
  calls = [];
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    })),
  );
  // The book and its related books answer; NOBOOK and every other call (the header's menus) are not found.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(url);
      const data = RELATED_READ.test(url)
        ? []
        : REVIEWS_READ.test(url)
          ? NO_REVIEWS
          : SUMMARY_READ.test(url)
            ? NO_RATINGS
            : BOOK_READ.exec(url)?.[1] === 'BOOK1'
              ? book
              : undefined;
      return data
        ? new Response(JSON.stringify({ data, message: 'OK' }), { status: 200 })
        : new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
  document.head.querySelector('link[rel="canonical"]')?.remove();
});

describe("a data page's head in the browser", () => {
  it("is its page module's head, set once the book's read answers, with no second read", async () => {
    renderAt('/books/BOOK1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sun Songs' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sun Songs · Bookstore'), { timeout: 15_000 });
    expect(description()).toBe('Songs of the sun, sung in Lagos.');
    expect(canonical()).toBe(`${window.location.origin}/books/BOOK1`);
    // The head took the screen's answer: the book was read once.
    expect(calls.filter((url) => BOOK_READ.test(url))).toHaveLength(1);
  });

  it('is the Not Found head when the read answers 404, and a page without a head drops the canonical link', async () => {
    const router = renderAt('/books/NOBOOK');
    expect(
      await screen.findByText('This page could not be found', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Bookstore'), { timeout: 15_000 });
    expect(description()).toBe('This page could not be found.');
    expect(canonical()).toBeUndefined();

    await router.navigate('/books/BOOK1');
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/books/BOOK1`), {
      timeout: 15_000,
    });
    await router.navigate('/about');
    await waitFor(() => expect(document.title).toBe('About · Bookstore'), { timeout: 15_000 });
    expect(canonical()).toBeUndefined();
  });
});

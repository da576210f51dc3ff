/** Issue 24: unknown categories are the Not Found page, an author's books page on, /authors searches. */
import { ApiError } from '@bookstore/api-client';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../app/errors';
import { answer } from '../shared/testing';

const hooks = vi.hoisted(() => ({
  public: {
    useGetCategory: vi.fn(),
    useGetSubCategory: vi.fn(),
    useGetCategoryCollections: vi.fn(),
    useListBooks: vi.fn(),
    useGetBookFacets: vi.fn((): unknown => ({ data: undefined, error: undefined, isLoading: false })),
    useGetAuthor: vi.fn(),
    useListAuthors: vi.fn(),
    useGetList: vi.fn(),
    useGetListBooks: vi.fn(),
    useGetHome: vi.fn(),
  },
}));
vi.mock('../../api', () => ({ api: {}, hooks }));

const {
  BooksScreen,
  CategoryListingScreen,
  SubCategoryListingScreen,
  AuthorScreen,
  AuthorsScreen,
  ListScreen,
} = await import('./index');
const { HomeScreen } = await import('./HomeScreen');

const notFound = () => ({
  data: undefined,
  error: new ApiError(404, 'Not Found.'),
  isLoading: false,
  mutate: vi.fn(),
});
const loading = { data: undefined, error: undefined, isLoading: true, mutate: vi.fn() };
/** A read the server failed (a 500): SWR has neither data nor a pending load. */
const failed = () => ({
  data: undefined,
  error: new ApiError(500, 'Internal Server Error'),
  isLoading: false,
  mutate: vi.fn(),
});
const profile = {
  username: 'ada',
  first_name: 'Ada',
  middle_name: null,
  last_name: 'Obi',
  display_name: 'Ada Obi',
  avatar: null,
  bio: null,
  rating: { average: 4.3, count: 12 },
};

function open(path: string, url: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path, element, errorElement: <RouteErrorPage /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const book = (uid: string) => ({
  uid,
  slug: uid,
  title: `Book ${uid}`,
  type: 'ebook',
  cover_path: null,
  price: { amount: 1000, currency_symbol: '₦', currency_code: 'NGN' },
  authors: [],
});

describe('catalogue pages', () => {
  it('shows the Not Found page for an unknown category, not a network error', () => {
    hooks.public.useGetCategory.mockReturnValue(notFound());
    hooks.public.useGetCategoryCollections.mockReturnValue(loading);
    hooks.public.useListBooks.mockReturnValue(notFound());
    open('/ebooks/:slug', '/ebooks/no-such-category', <CategoryListingScreen />);
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
  });

  it('shows the Not Found page for an unknown sub-category', () => {
    hooks.public.useGetSubCategory.mockReturnValue(notFound());
    hooks.public.useListBooks.mockReturnValue(loading);
    open('/ebooks/:slug/:id', '/ebooks/cat-fiction/no-such-sub', <SubCategoryListingScreen />);
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
  });

  it('pages an author’s books past the first 20', () => {
    hooks.public.useGetAuthor.mockReturnValue(answer(profile));
    hooks.public.useListBooks.mockReturnValue(
      answer({ items: [book('B21')], page: 2, last_page: 3, total: 41, per_page: 20 }),
    );
    open('/authors/:username', '/authors/ada?page=2', <AuthorScreen />);
    expect(hooks.public.useListBooks).toHaveBeenLastCalledWith(
      { query: { author: 'ada', country: 'ng', page: 2 } },
      { keepPreviousData: true },
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/authors/ada?page=3');
    // Issue 42: what readers give the author's books, from their reviews.
    expect(screen.getByText(/across Ada Obi's books/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Rated 4.3 out of 5/ })).toBeInTheDocument();
  });

  it('says "1,000+ books" when a keyword’s matches were counted only that far, and pages on', () => {
    hooks.public.useGetCategory.mockReturnValue(loading);
    hooks.public.useGetBookFacets.mockReturnValue(loading);
    hooks.public.useListBooks.mockReturnValue({
      data: {
        data: { items: [book('B1')], page: 3, last_page: 50, total: 1000, total_capped: true, per_page: 20 },
        filters: { author: null, category: null, sub_category: null },
      },
      error: undefined,
      isLoading: false,
      isValidating: false,
    });
    open('/books', '/books?keyword=love&page=3', <BooksScreen />);
    expect(screen.getByRole('heading', { name: '1,000+ books' })).toBeInTheDocument();
    expect(screen.getByText('1,000+ books found')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/books?keyword=love&page=4',
    );
  });

  it('the see-all page: facets with their counts, a choice kept in the URL on page 1, the count said', async () => {
    const naira = (amount: number) => ({ amount, currency_code: 'NGN', currency_symbol: '₦' });
    hooks.public.useGetCategory.mockReturnValue(loading);
    hooks.public.useListBooks.mockReturnValue({
      data: {
        data: { items: [book('B1')], page: 2, last_page: 2, total: 21, per_page: 20 },
        filters: { author: null, category: null, sub_category: null },
      },
      error: undefined,
      isLoading: false,
      isValidating: false,
    });
    hooks.public.useGetBookFacets.mockReturnValue(
      answer({
        total: 21,
        type: [
          { value: 'ebook', count: 15 },
          { value: 'audiobook', count: 0 },
          { value: 'printbook', count: 6 },
        ],
        category: [{ value: 'cat_FICTION1', label: 'Fiction', count: 21 }],
        language: [
          { value: 'English', count: 19 },
          { value: 'Yoruba', count: 2 },
        ],
        price_band: [{ value: 'low', min: naira(0), max: naira(3500), count: 21 }],
        rating: [{ value: 4, count: 3 }],
      }),
    );
    const router = open('/books', '/books?keyword=okafo&page=2', <BooksScreen />);
    expect(hooks.public.useGetBookFacets).toHaveBeenLastCalledWith(
      {
        query: expect.objectContaining({
          keyword: 'okafo',
          country: 'ng',
          type: undefined,
          language: undefined,
        }),
      },
      { keepPreviousData: true },
    );
    expect(screen.getByRole('region', { name: 'Refine results' })).toBeInTheDocument();
    // A value with no book is left out; each value says its count.
    expect(screen.getByRole('radio', { name: 'Ebooks, 15 books' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'All types' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /^Audiobooks/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Yoruba, 2 books' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=okafo&language=Yoruba'));
    await userEvent.click(screen.getByRole('radio', { name: 'Fiction, 21 books' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?keyword=okafo&language=Yoruba&category=cat_FICTION1'),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Any language' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=okafo&category=cat_FICTION1'));
    // The count is said politely, as well as shown.
    expect(screen.getByText('21 books found')).toHaveAttribute('role', 'status');
    // The type is a facet here: the bar has no type field.
    expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();
  });

  it('names an author by their pen name (display_name) on their page, its cards and the authors index', () => {
    // The account's name is Thomas Stearns Eliot; readers know him as T. S. Eliot.
    const eliot = {
      username: 'tseliot',
      first_name: 'Thomas',
      middle_name: 'Stearns',
      last_name: 'Eliot',
      display_name: 'T. S. Eliot',
      avatar: null,
      bio: null,
      books_count: 1,
      rating: { average: 0, count: 0 },
    };
    hooks.public.useGetAuthor.mockReturnValue(answer(eliot));
    hooks.public.useListBooks.mockReturnValue(
      answer({
        items: [{ ...book('WL1'), title: 'The Waste Land', authors: [eliot] }],
        page: 1,
        last_page: 1,
        total: 1,
        per_page: 20,
      }),
    );
    hooks.public.useListAuthors.mockReturnValue(answer({ items: [eliot], page: 1, last_page: 1, total: 1 }));
    open('/authors/:username', '/authors/tseliot', <AuthorScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'T. S. Eliot' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Books by T. S. Eliot' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'The Waste Land' });
    expect(card).toHaveTextContent('T. S. Eliot');
    expect(document.body).not.toHaveTextContent('Thomas Stearns Eliot');
    cleanup();

    open('/authors', '/authors', <AuthorsScreen />);
    expect(screen.getByRole('link', { name: /T\. S\. Eliot/ })).toHaveAttribute('href', '/authors/tseliot');
    expect(document.body).not.toHaveTextContent('Thomas Stearns Eliot');
  });

  it('shows the Not Found page for an unknown curated list, not an empty "Curated list"', () => {
    hooks.public.useGetList.mockReturnValue(notFound());
    hooks.public.useGetListBooks.mockReturnValue(notFound());
    open('/lists/:id', '/lists/no-such-list', <ListScreen />);
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Curated list' })).toBeNull();
  });

  it('says an author’s books could not be loaded, with a retry, never "No books here yet" or skeletons', async () => {
    hooks.public.useGetAuthor.mockReturnValue(answer(profile));
    const books = failed();
    hooks.public.useListBooks.mockReturnValue(books);
    open('/authors/:username', '/authors/ada', <AuthorScreen />);
    const shelf = screen.getByRole('region', { name: 'Books by Ada Obi' });
    expect(within(shelf).getByRole('alert')).toHaveTextContent('The books could not be loaded');
    expect(within(shelf).queryByText('No books here yet.')).toBeNull();
    expect(within(shelf).queryByText('Loading books')).toBeNull();
    await userEvent.click(within(shelf).getByRole('button', { name: 'Try again' }));
    expect(books.mutate).toHaveBeenCalled();
  });

  it('says an author’s profile could not be loaded, with its own retry', async () => {
    const author = failed();
    hooks.public.useGetAuthor.mockReturnValue(author);
    hooks.public.useListBooks.mockReturnValue(loading);
    open('/authors/:username', '/authors/ada', <AuthorScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent('The author could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(author.mutate).toHaveBeenCalled();
  });

  it('says the home page’s reads failed, each with a retry, instead of empty shelves and placeholders', async () => {
    const newReleases = failed();
    const home = failed();
    hooks.public.useListBooks.mockReturnValue(newReleases);
    hooks.public.useGetHome.mockReturnValue(home);
    open('/', '/', <HomeScreen />);
    const shelf = screen.getByRole('region', { name: 'New releases in Ebooks' });
    expect(within(shelf).getByRole('alert')).toHaveTextContent('The books could not be loaded');
    expect(screen.queryByText('No books here yet.')).toBeNull();
    await userEvent.click(within(shelf).getByRole('button', { name: 'Try again' }));
    expect(newReleases.mutate).toHaveBeenCalled();
    // The featured books, lists and authors come with the home read: said below the shelves (the
    // landing's own chunk), not left as empty placeholders in the hero.
    expect(screen.queryByRole('heading', { name: 'Highly rated' })).toBeNull();
    const landing = await screen.findByText('The featured books, lists and authors could not be loaded');
    const featured = landing.closest('[role="alert"]');
    expect(featured).not.toBeNull();
    await userEvent.click(within(featured as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(home.mutate).toHaveBeenCalled();
  });

  it('searches the authors by the keyword it reads from the URL', async () => {
    hooks.public.useListAuthors.mockReturnValue(answer({ items: [], page: 1, last_page: 1, total: 0 }));
    const router = open('/authors', '/authors?page=2', <AuthorsScreen />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search authors by name' }), 'Obi');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=Obi'));
    expect(hooks.public.useListAuthors).toHaveBeenLastCalledWith(
      { query: { page: 1, keyword: 'Obi' } },
      expect.anything(),
    );
    expect(screen.getByText('No author’s name matches “Obi”.')).toBeInTheDocument();
  });
});

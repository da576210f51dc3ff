import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const hooks = vi.hoisted(() => ({ public: { useListAuthors: vi.fn() } }));
vi.mock('../../api', () => ({ api: {}, hooks }));

const { ListingControls } = await import('./ListingControls');

const author = (username: string, first_name: string, last_name: string, books_count: number) => ({
  username,
  first_name,
  middle_name: null,
  last_name,
  avatar: null,
  books_count,
});

type Props = Parameters<typeof ListingControls>[0];

function renderControls(url: string, scope: Props['scope'], facets?: Props['facets']) {
  const router = createMemoryRouter(
    [{ path: '/:format', element: <ListingControls scope={scope} authorName="Ada Obi" facets={facets} /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, search };
}

describe('the listing controls', () => {
  beforeEach(() => {
    hooks.public.useListAuthors.mockImplementation((input: { query: { keyword: string } } | null) => ({
      data: input
        ? {
            data: {
              items: [author('adaobi', 'Ada', 'Obi', 3), author('adamu', 'Adamu', 'Bello', 1)],
              page: 1,
              last_page: 1,
            },
          }
        : undefined,
    }));
  });

  it('applies the sort and type at once, the search text on Enter, each back on page 1', async () => {
    const user = userEvent.setup();
    const { search } = renderControls('/books?page=3&category=C1', { in: 'query' });
    const bar = screen.getByRole('search', { name: 'Filter books' });
    await user.selectOptions(within(bar).getByLabelText('Sort by'), 'PriceHigh');
    expect(search().toString()).toBe('category=C1&sort=PriceHigh');
    await user.selectOptions(within(bar).getByLabelText('Type'), 'audiobook');
    expect(search().get('type')).toBe('audiobook');
    await user.type(within(bar).getByLabelText('Search books'), 'river{Enter}');
    expect(search().toString()).toBe('category=C1&sort=PriceHigh&type=audiobook&keyword=river');
    // A chip per filter; removing one keeps the others.
    const chips = screen.getByRole('group', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Search: “river”' }));
    expect(search().toString()).toBe('category=C1&sort=PriceHigh&type=audiobook');
    await user.click(within(chips).getByRole('button', { name: 'Clear filters' }));
    expect(search().toString()).toBe('category=C1');
    expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
  });

  it('moves a media listing to another type by its path, keeping the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderControls('/ebooks?keyword=sun&page=2', { in: 'path', type: 'ebook' });
    const bar = screen.getByRole('search', { name: 'Filter books' });
    expect(within(bar).queryByRole('option', { name: 'All types' })).toBeNull();
    await user.selectOptions(within(bar).getByLabelText('Type'), 'printbook');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/printbooks?keyword=sun',
    );
  });

  it('suggests authors as one types; arrows move, Enter picks and applies, Escape closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { search } = renderControls('/books', { in: 'query' });
      const box = within(screen.getByRole('search', { name: 'Filter books' })).getByRole('combobox', {
        name: 'Author',
      });
      expect(box).toHaveAttribute('aria-expanded', 'false');
      await user.type(box, 'ada');
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(hooks.public.useListAuthors).toHaveBeenLastCalledWith(
        { query: { keyword: 'ada', per_page: 6 } },
        { keepPreviousData: true },
      );
      expect(box).toHaveAttribute('aria-expanded', 'true');
      const options = within(screen.getByRole('listbox', { name: 'Authors' })).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        'Ada Obi@adaobi · 3 books',
        'Adamu Bello@adamu · 1 book',
      ]);
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
      expect(options[1]).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowDown}');
      expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
      await user.keyboard('{Escape}');
      expect(box).toHaveAttribute('aria-expanded', 'false');
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(box).toHaveValue('adaobi');
      expect(search().get('author')).toBe('adaobi');
      expect(screen.getByRole('button', { name: 'Remove filter Author: Ada Obi' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers "Relevance" first with search text, where it is the default, and not without', async () => {
    const user = userEvent.setup();
    const { search } = renderControls('/books?keyword=okafo', { in: 'query' });
    const sort = within(screen.getByRole('search', { name: 'Filter books' })).getByLabelText('Sort by');
    expect(sort).toHaveValue('Relevance');
    expect(within(sort).getAllByRole('option')[0]).toHaveTextContent('Relevance');
    await user.selectOptions(sort, 'PublicationDateDesc');
    expect(search().toString()).toBe('keyword=okafo&sort=PublicationDateDesc');
    await user.click(screen.getByRole('button', { name: 'Remove filter Search: “okafo”' }));
    expect(search().toString()).toBe('');
    expect(within(sort).queryByRole('option', { name: 'Relevance' })).toBeNull();
    expect(sort).toHaveValue('PublicationDateDesc');
  });

  it('with facets: no type field, a chip per chosen facet, and the facets in the phone’s sheet', async () => {
    const user = userEvent.setup();
    const naira = (amount: number) => ({ amount, currency_code: 'NGN', currency_symbol: '₦' });
    const { search } = renderControls(
      '/books?keyword=sun&language=Yoruba&price_band=mid&rating=4',
      { in: 'query' },
      {
        type: true,
        panel: <p>The facets</p>,
        data: {
          total: 1,
          type: [],
          category: [],
          language: [],
          price_band: [{ value: 'mid', min: naira(3500), max: naira(7000), count: 1 }],
          rating: [],
        },
      },
    );
    const bar = screen.getByRole('search', { name: 'Filter books' });
    expect(within(bar).queryByLabelText('Type')).toBeNull();
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Search: “sun”',
      'Language: Yoruba',
      'Price: ₦3,500.00 to ₦7,000.00',
      'Rating: 4 stars & up',
      'Clear filters',
    ]);
    await user.click(
      within(chips).getByRole('button', { name: 'Remove filter Price: ₦3,500.00 to ₦7,000.00' }),
    );
    expect(search().toString()).toBe('keyword=sun&language=Yoruba&rating=4');
    await user.click(screen.getByRole('button', { name: 'Filters (3)' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByText('The facets')).toBeInTheDocument();
    expect(within(sheet).queryByLabelText('Type')).toBeNull();
  });

  it('opens the filters in a sheet that applies its draft on "Show results"', async () => {
    const user = userEvent.setup();
    const { search } = renderControls('/books?sort=TitleAsc', { in: 'query' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByLabelText('Search books')).toHaveFocus();
    await user.type(within(sheet).getByLabelText('Search books'), 'moon');
    await user.selectOptions(within(sheet).getByLabelText('Type'), 'ebook');
    expect(search().toString()).toBe('sort=TitleAsc');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(search().toString()).toBe('sort=TitleAsc&keyword=moon&type=ebook');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });
});

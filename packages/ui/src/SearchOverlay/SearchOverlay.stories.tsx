import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { manySearchResults, searchResults } from '../fixtures/bookstore-fixtures';
import { SearchIcon } from '../icons';
import { SearchOverlay, type SearchOverlayProps, type SearchResults } from './SearchOverlay';

/** Answers like the search call would: the fixture results for any text, nothing for "zzz". */
function SearchDemo(args: SearchOverlayProps) {
  const [open, setOpen] = useState(args.open);
  const [query, setQuery] = useState('');
  const answer: SearchResults | null =
    query === ''
      ? null
      : query === 'zzz'
        ? { books: [], categories: [], authors: [] }
        : (args.results ?? null);
  return (
    <>
      <IconButton label="Search" icon={<SearchIcon />} onClick={() => setOpen(true)} />
      <SearchOverlay
        {...args}
        open={open}
        results={answer}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
        onQueryChange={(next, typedAt) => {
          args.onQueryChange(next, typedAt);
          setQuery(next);
        }}
        // Stories link nowhere: a click only closes the overlay.
        linkAs={({ href, children, onClick, ...rest }) => (
          <a
            {...rest}
            href={href}
            onClick={(event) => {
              event.preventDefault();
              onClick?.(event);
            }}
          >
            {children}
          </a>
        )}
      />
    </>
  );
}

const meta = {
  title: 'Bookstore/SearchOverlay',
  component: SearchOverlay,
  parameters: { layout: 'fullscreen' },
  render: (args) => <SearchDemo key={String(args.open)} {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    onQueryChange: fn(),
    onSelect: fn(),
    results: searchResults,
    loading: false,
    debounceMs: 0,
  },
  argTypes: {
    open: { control: 'boolean' },
    onOpenChange: { description: 'false on Escape, close, backdrop or a picked result' },
    onQueryChange: { description: 'The trimmed text after a pause; "" when cleared' },
    results: { control: 'object', description: 'Shown for any text except "zzz" in these stories' },
    loading: { control: 'boolean' },
    onSelect: { description: 'The picked result' },
    debounceMs: { control: 'number' },
    getBookHref: { control: false },
    getCategoryHref: { control: false },
    getAuthorHref: { control: false },
    getAllResultsHref: { control: false, description: 'When given, "See all results" and Enter go there' },
    emptyAction: { control: 'object', description: 'A link offered when nothing matches' },
    resultsQuery: { control: 'text' },
    recentSearches: { control: 'object', description: 'Offered while the box is empty' },
    onClearRecentSearches: { description: 'Shows the Clear button when given' },
    linkAs: { control: false },
    container: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof SearchOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const box = await screen.findByRole('searchbox', { name: 'Search books, authors and categories' });
    // The overlay moves focus into the box once it has opened.
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.type(box, 'a');
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith('a', expect.any(Number)));
    const books = await screen.findByRole('region', { name: 'Books' });
    await expect(
      within(books).getByRole('link', { name: 'Things Fall Apart - (printbook)' }),
    ).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const Empty: Story = {};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('searchbox'), 'achebe');
    await expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  },
};

export const NoResults: Story = {
  args: { emptyAction: { href: '/categories', label: 'Browse the categories' } },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('searchbox'), 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results for "zzz"'));
    // No dead end: what to try, and a way on.
    await expect(screen.getByText('Search by an author’s name or a book’s ISBN.')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Browse the categories' })).toBeVisible();
  },
};

/** Names with diacritics, as the seed has them: typed without accents, they are still marked. */
const accentedResults: SearchResults = {
  books: [
    { uid: 'bk_OKAFO001', title: 'The Rivers of Ọkafọ', type: 'ebook' },
    { uid: 'bk_OKAFO002', title: 'Ọkafọ’s Daughters', type: 'audiobook' },
  ],
  categories: [],
  authors: [{ username: 'chinua_okafo', first_name: 'Chinụa', last_name: 'Ọkafọ' }],
};

export const MatchedWords: Story = {
  args: { results: accentedResults },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('searchbox'), 'okafo');
    const authors = await screen.findByRole('region', { name: 'Authors' });
    const author = within(authors).getByRole('link', { name: 'Chinụa Ọkafọ' });
    await expect(author.querySelector('mark')).toHaveTextContent('Ọkafọ');
  },
};

export const DidYouMean: Story = {
  args: {
    results: { books: [], categories: [], authors: [], suggestion: 'Things Fall Apart' },
    emptyAction: { href: '/categories', label: 'Browse the categories' },
  },
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByRole('searchbox'), 'thngs fal apart');
    const suggestion = await screen.findByRole('button', { name: 'Things Fall Apart' });
    await expect(suggestion.parentElement).toHaveTextContent('Did you mean Things Fall Apart?');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('thngs fal apart', expect.any(Number));
  },
};

export const ScrollingResults: Story = {
  args: { results: manySearchResults },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('searchbox'), 'a');
    const books = await screen.findByRole('region', { name: 'Books' });
    const panel = books.parentElement;
    // Spec §9: the panel scrolls above 24rem (384 px); layout may land a fraction of a pixel over.
    await expect(panel?.getBoundingClientRect().height).toBeLessThanOrEqual(384.5);
    await expect((panel?.scrollHeight ?? 0) > 384).toBe(true);
  },
};

export const PickAResult: Story = {
  play: async ({ args, userEvent, canvas }) => {
    await userEvent.type(await screen.findByRole('searchbox'), 'chi');
    await userEvent.click(await screen.findByRole('link', { name: 'Chimamanda Ngozi Adichie' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ kind: 'author' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await screen.findByRole('searchbox')).toHaveValue('');
  },
};

export const EscapeClears: Story = {
  args: { open: false },
  play: async ({ args, userEvent, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(await screen.findByRole('searchbox'), 'soyinka');
    await screen.findByRole('region', { name: 'Books' });
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('', expect.any(Number));
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
  },
};

export const RecentSearches: Story = {
  args: { recentSearches: ['chinua achebe', 'poetry', 'half of a yellow sun'], onClearRecentSearches: fn() },
  play: async ({ args, userEvent }) => {
    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(recent).getByRole('button', { name: 'chinua achebe' })).toHaveFocus();
    await userEvent.click(within(recent).getByRole('button', { name: 'Clear recent searches' }));
    await expect(args.onClearRecentSearches).toHaveBeenCalled();
  },
};

export const SeeAllResults: Story = {
  args: { getAllResultsHref: (query: string) => `/books?keyword=${encodeURIComponent(query)}` },
  play: async ({ args, userEvent }) => {
    await userEvent.type(await screen.findByRole('searchbox'), 'achebe');
    await screen.findByRole('region', { name: 'Books' });
    await expect(screen.getByRole('link', { name: 'See all results for “achebe”' })).toHaveAttribute(
      'href',
      '/books?keyword=achebe',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'all', query: 'achebe' }),
    );
  },
};

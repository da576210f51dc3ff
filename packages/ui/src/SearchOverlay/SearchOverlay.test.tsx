import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { searchResults } from '../fixtures/bookstore-fixtures';
import { SearchOverlay, type SearchOverlayProps, type SearchResults } from './SearchOverlay';

/** A store-like parent: answers each query with the fixture results and keeps the open state. */
function Harness(props: Partial<SearchOverlayProps>) {
  const [open, setOpen] = useState(true);
  const [results, setResults] = useState<SearchResults | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <SearchOverlay
        debounceMs={0}
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange?.(next);
          setOpen(next);
        }}
        onQueryChange={(query, typedAt) => {
          props.onQueryChange?.(query, typedAt);
          setResults(query === '' ? null : searchResults);
        }}
        results={results}
      />
    </>
  );
}

describe('SearchOverlay', () => {
  it('is a labelled search box with the spec placeholder, focused on open', () => {
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search books, authors and categories' });
    expect(box).toHaveAttribute('placeholder', 'Search for a Book, Author or Category...');
    expect(box).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });

  it('asks for results and groups books as "title - (type)", categories and authors by full name', async () => {
    const onQueryChange = vi.fn();
    render(<Harness onQueryChange={onQueryChange} />);
    await userEvent.type(screen.getByRole('searchbox'), ' a ');
    await waitFor(() => expect(onQueryChange).toHaveBeenLastCalledWith('a', expect.any(Number)));
    const books = await screen.findByRole('region', { name: 'Books' });
    expect(within(books).getByRole('link', { name: 'Things Fall Apart - (printbook)' })).toHaveAttribute(
      'href',
      '/books/bk_7Q2M4XJ9',
    );
    expect(
      within(screen.getByRole('region', { name: 'Categories' })).getByRole('link', {
        name: 'African Literature',
      }),
    ).toHaveAttribute('href', '/books?category=cat_AFRLIT01');
    expect(
      within(screen.getByRole('region', { name: 'Authors' })).getByRole('link', {
        name: 'Chimamanda Ngozi Adichie',
      }),
    ).toHaveAttribute('href', '/authors/chimamanda');
    expect(screen.getByRole('status')).toHaveTextContent('4 books, 2 categories, 3 authors');
  });

  it('says the full results page’s book total, not the books it shows (issue 39)', async () => {
    const overlay = (results: SearchResults | null) => (
      <SearchOverlay
        open
        debounceMs={0}
        onOpenChange={() => undefined}
        onQueryChange={() => undefined}
        results={results}
      />
    );
    const answer = (extra: Partial<SearchResults>) => ({ ...searchResults, authors: [], ...extra });
    const { rerender } = render(overlay(null));
    await userEvent.type(screen.getByRole('searchbox'), 'love');
    rerender(overlay(answer({ book_total: 527 })));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^527 books, 2 categories$/));
    rerender(overlay(answer({ book_total: 1000, book_total_capped: true, categories: [] })));
    expect(screen.getByRole('status')).toHaveTextContent(/^1,000\+ books$/);
    rerender(overlay(answer({ books: searchResults.books.slice(0, 1), book_total: 1, categories: [] })));
    expect(screen.getByRole('status')).toHaveTextContent(/^1 book$/);
  });

  it('closes on a result click, tells which result was picked and clears the query', async () => {
    const onSelect = vi.fn();
    const onQueryChange = vi.fn();
    render(<Harness onSelect={onSelect} onQueryChange={onQueryChange} />);
    await userEvent.type(screen.getByRole('searchbox'), 'things');
    await userEvent.click(await screen.findByRole('link', { name: 'Stay With Me - (audiobook)' }));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'book', href: '/books/bk_9LW2C7RT' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onQueryChange).toHaveBeenLastCalledWith('', expect.any(Number));
  });

  it('Escape closes and clears the text, so reopening starts empty', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.type(screen.getByRole('searchbox'), 'adichie');
    await screen.findByRole('region', { name: 'Authors' });
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Books' })).not.toBeInTheDocument();
  });

  it('moves between the search box and the results with the arrow keys', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('searchbox'), 'a');
    await screen.findByRole('region', { name: 'Books' });
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Things Fall Apart - (printbook)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Half of a Yellow Sun - (ebook)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    // Up from the search box wraps round to the last result.
    expect(screen.getByRole('link', { name: 'Ayọ̀bámi Adébáyọ̀' })).toHaveFocus();
  });

  it('Home and End jump to the first and last result; typing on a result goes on in the box', async () => {
    render(<Harness />);
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, 'a');
    await screen.findByRole('region', { name: 'Books' });
    await userEvent.keyboard('{ArrowDown}{End}');
    expect(screen.getByRole('link', { name: 'Ayọ̀bámi Adébáyọ̀' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Things Fall Apart - (printbook)' })).toHaveFocus();
    await userEvent.keyboard('c');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('ac');
  });

  it('Enter on a result opens it; Enter in the box and "See all results" go to the full results', async () => {
    const onSelect = vi.fn();
    const { unmount } = render(
      <Harness onSelect={onSelect} getAllResultsHref={(query) => `/books?keyword=${query}`} />,
    );
    await userEvent.type(screen.getByRole('searchbox'), 'half');
    await screen.findByRole('region', { name: 'Books' });
    const all = screen.getByRole('link', { name: 'See all results for “half”' });
    expect(all).toHaveAttribute('href', '/books?keyword=half');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'book', href: '/books/bk_3HF8ZK1P', query: 'half' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Harness onSelect={onSelect} getAllResultsHref={(query) => `/books?keyword=${query}`} />);
    await userEvent.type(screen.getByRole('searchbox'), ' yellow sun {Enter}');
    expect(onSelect).toHaveBeenLastCalledWith({
      kind: 'all',
      href: '/books?keyword=yellow sun',
      query: 'yellow sun',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers recent searches while the box is empty: arrow keys reach them, a click searches again, Clear forgets them', async () => {
    const onClear = vi.fn();
    const onQueryChange = vi.fn();
    const { rerender } = render(
      <Harness
        recentSearches={['achebe', 'poetry']}
        onClearRecentSearches={onClear}
        onQueryChange={onQueryChange}
      />,
    );
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(recent).getByRole('button', { name: 'poetry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('searchbox')).toHaveValue('poetry');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await waitFor(() => expect(onQueryChange).toHaveBeenLastCalledWith('poetry', expect.any(Number)));
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox'));
    // Tab: the close button, then Clear.
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear recent searches' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClear).toHaveBeenCalledTimes(1);
    rerender(<Harness recentSearches={[]} onClearRecentSearches={onClear} />);
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Recent searches cleared');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('is searching from the keystroke on, and tells the time of that keystroke', async () => {
    const onQueryChange = vi.fn();
    // A pause long enough that a loaded machine still sees the box before the search is asked for.
    render(<Harness onQueryChange={onQueryChange} debounceMs={800} />);
    const before = performance.now();
    await userEvent.type(screen.getByRole('searchbox'), 'x');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    await waitFor(() => expect(onQueryChange).toHaveBeenCalledWith('x', expect.any(Number)), {
      timeout: 5000,
    });
    const typedAt = onQueryChange.mock.calls[0]?.[1] as number;
    expect(typedAt).toBeGreaterThanOrEqual(before);
    // The call comes after the pause, but carries the keystroke's time.
    expect(performance.now() - typedAt).toBeGreaterThanOrEqual(790);
  });

  it('says when nothing matches and while searching', async () => {
    const { rerender } = render(
      <SearchOverlay
        open
        onOpenChange={() => undefined}
        onQueryChange={() => undefined}
        debounceMs={0}
        results={null}
        loading
      />,
    );
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    rerender(
      <SearchOverlay
        open
        onOpenChange={() => undefined}
        onQueryChange={() => undefined}
        debounceMs={0}
        results={{ books: [], categories: [], authors: [] }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No results for "zzz"');
  });

  it('marks the typed words in the results, accents and case aside', async () => {
    const results: SearchResults = {
      books: [{ uid: 'bk_1', title: 'Rivers of Ọkafọ Land', type: 'ebook' }],
      categories: [],
      authors: [{ username: 'cokafo', first_name: 'Chinụa', last_name: 'Ọkafọ' }],
    };
    render(
      <SearchOverlay open onOpenChange={() => undefined} onQueryChange={() => undefined} results={results} />,
    );
    await userEvent.type(screen.getByRole('searchbox'), 'okafo');
    const book = await screen.findByRole('link', { name: 'Rivers of Ọkafọ Land - (ebook)' });
    expect(Array.from(book.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Ọkafọ']);
    const author = screen.getByRole('link', { name: 'Chinụa Ọkafọ' });
    expect(Array.from(author.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Ọkafọ']);
  });

  it('names an author by the name readers see (their pen name), marked where it matches', async () => {
    const results: SearchResults = {
      books: [],
      categories: [],
      authors: [{ username: 'ada', first_name: 'Ada', last_name: 'Obi', display_name: 'Ọlá Quillfeather' }],
    };
    render(
      <SearchOverlay open onOpenChange={() => undefined} onQueryChange={() => undefined} results={results} />,
    );
    await userEvent.type(screen.getByRole('searchbox'), 'quill');
    const author = await screen.findByRole('link', { name: 'Ọlá Quillfeather' });
    expect(author).toHaveAttribute('href', '/authors/ada');
    expect(Array.from(author.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Quill']);
    expect(screen.queryByText(/Ada Obi/)).toBeNull();
  });

  it('offers "Did you mean", which searches the suggestion, and says what to try when nothing matches', async () => {
    const onQueryChange = vi.fn();
    const empty: SearchResults = { books: [], categories: [], authors: [], suggestion: 'Things Fall Apart' };
    const { rerender } = render(
      <SearchOverlay
        open
        onOpenChange={() => undefined}
        onQueryChange={onQueryChange}
        debounceMs={0}
        results={empty}
        emptyAction={{ href: '/categories', label: 'Browse the categories' }}
      />,
    );
    await userEvent.type(screen.getByRole('searchbox'), 'thngs fal');
    await waitFor(() => expect(onQueryChange).toHaveBeenLastCalledWith('thngs fal', expect.any(Number)));
    expect(screen.getByRole('status')).toHaveTextContent('No results for "thngs fal"');
    expect(screen.getByText('Check the spelling.')).toBeInTheDocument();
    expect(screen.getByText('Search by an author’s name or a book’s ISBN.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
    // The suggestion comes right after the box with the arrow keys.
    await userEvent.keyboard('{ArrowDown}');
    const suggestion = screen.getByRole('button', { name: 'Things Fall Apart' });
    expect(suggestion).toHaveFocus();
    expect(suggestion.parentElement).toHaveTextContent('Did you mean Things Fall Apart?');
    await userEvent.click(suggestion);
    expect(screen.getByRole('searchbox')).toHaveValue('Things Fall Apart');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await waitFor(() =>
      expect(onQueryChange).toHaveBeenLastCalledWith('Things Fall Apart', expect.any(Number)),
    );
    // An answer whose suggestion only repeats the text offers nothing, and results hide the tips.
    rerender(
      <SearchOverlay
        open
        onOpenChange={() => undefined}
        onQueryChange={onQueryChange}
        debounceMs={0}
        results={{ ...searchResults, suggestion: 'things fall apart' }}
      />,
    );
    expect(screen.queryByText(/Did you mean/)).toBeNull();
    expect(screen.queryByText('Check the spelling.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Things Fall Apart - (printbook)' })).toBeInTheDocument();
  });
});

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
        onQueryChange={(query) => {
          props.onQueryChange?.(query);
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
    await waitFor(() => expect(onQueryChange).toHaveBeenLastCalledWith('a'));
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
    expect(screen.getByRole('status')).toHaveTextContent('9 results');
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
    expect(onQueryChange).toHaveBeenLastCalledWith('');
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
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToReadableStream } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { apiKeys } from '@bookstore/api-client/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateTo, setNavigator } from '../navigation';
import { searchOpen } from '../state/ui';
import { ShellLink } from '../links/ShellLink';
import { endHeaderIsland, HeaderSlot, hydrateHeaderIsland } from './headerIsland';

const HEADER = {
  [apiKeys.public.getHeader({})]: {
    data: { categories: [{ name: 'Fiction', slug: 'fiction', subcategories: [] }], lists: [] },
  },
};

/** The page as the server writes it (its lazy parts loaded): the header's slot inside the page's root. */
async function serverPage(): Promise<HTMLElement> {
  const stream = await renderToReadableStream(
    <SWRConfig value={{ fallback: HEADER }}>
      <HeaderSlot />
      <main>page</main>
    </SWRConfig>,
  );
  await stream.allReady;
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = await new Response(stream).text();
  document.body.append(root);
  return root;
}

describe('the header island', () => {
  afterEach(() => {
    act(() => endHeaderIsland());
    setNavigator(null);
    searchOpen.value = false;
    document.body.innerHTML = '';
  });

  it('hydrates the server header before the page, which leaves the header to it', async () => {
    const root = await serverPage();
    const serverHeader = root.querySelector('header');
    expect(serverHeader).not.toBeNull();
    await act(async () => {
      expect(hydrateHeaderIsland(HEADER, [])).toBe(true);
    });
    // The island answers a tap at once: Search opens the overlay's state.
    const [search] = screen.getAllByRole('button', { name: 'Search' });
    if (search) fireEvent.click(search);
    expect(searchOpen.value).toBe(true);
    // The page's root renders the slot later: the island's header stays, the very same element.
    const page = document.createElement('div');
    root.after(page);
    const slot = root.querySelector('[data-header-slot]');
    if (slot) page.append(slot);
    render(<HeaderSlot />, { container: page, hydrate: true });
    expect(page.querySelector('header')).toBe(serverHeader);
    expect(page.querySelectorAll('header')).toHaveLength(1);
  });

  it('renders the header itself where no island holds it (a page the browser renders)', () => {
    render(
      <SWRConfig value={{ fallback: HEADER }}>
        <HeaderSlot />
      </SWRConfig>,
    );
    expect(screen.getAllByRole('button', { name: 'Search' }).length).toBeGreaterThan(0);
  });

  it('finds no slot on a page without one', () => {
    expect(hydrateHeaderIsland(HEADER, [])).toBe(false);
  });
});

describe('ShellLink', () => {
  afterEach(() => setNavigator(null));

  it('leaves the click to the browser until the router starts, then navigates client-side', () => {
    render(<ShellLink href="/categories/fiction">Fiction</ShellLink>);
    const link = screen.getByRole('link', { name: 'Fiction' });
    expect(link).toHaveAttribute('href', '/categories/fiction');
    expect(fireEvent.click(link)).toBe(true);
    const navigate = vi.fn();
    setNavigator(navigate);
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/categories/fiction', { replace: false });
    // A modified click (a new tab) stays the browser's.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigateTo).toBeTypeOf('function');
  });
});

import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFixtureFetch, fixtureBooks } from '../src/fixtures/catalog';
import {
  ADD_TO_CART_EVENT,
  CHECKOUT_EVENT,
  decodeHandoff,
  defineElements,
  init,
  mount,
  type MountedWidget,
} from '../src/index';
import { CART_STORAGE_KEY, resetPartnerCart } from '../src/runtime/cart-store';
import { resetPageOptions, type FetchLike } from '../src/runtime/config';
import { emit } from '../src/runtime/events';
import { navigation } from '../src/widgets/cart';

const fixtureFetch = createFixtureFetch();
const mounted: MountedWidget[] = [];

function host(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

function shadow(element: HTMLElement) {
  const root = element.shadowRoot;
  if (!root) throw new Error('no shadow root');
  return within(root as unknown as HTMLElement);
}

async function mountWidget(...args: Parameters<typeof mount>) {
  let widget: MountedWidget | undefined;
  await act(async () => {
    widget = mount(...args);
  });
  if (!widget) throw new Error('not mounted');
  mounted.push(widget);
  return widget;
}

beforeEach(() => {
  localStorage.clear();
  resetPartnerCart();
});

afterEach(() => {
  for (const widget of mounted.splice(0)) act(() => widget.unmount());
  document.body.innerHTML = '';
  resetPageOptions();
  vi.restoreAllMocks();
});

describe('mount', () => {
  it('renders a book card inside an open shadow root, priced for the country, theme on its own root', async () => {
    const element = host();
    const headStyles = document.head.querySelectorAll('style, link').length;
    await mountWidget(element, {
      widget: 'book-card',
      uid: fixtureBooks.printbook.uid,
      apiBase: 'https://api.bookstore.test',
      storeUrl: 'https://store.bookstore.test',
      country: 'gb',
      theme: 'dark',
      fetch: fixtureFetch,
    });
    const view = shadow(element);
    const link = await view.findByRole('link', { name: 'Stay With Me' });
    expect(link).toHaveAttribute('href', 'https://store.bookstore.test/books/bk_PRINT0001');
    expect(view.getByText('£4.25')).toBeInTheDocument();
    expect(element.shadowRoot?.querySelector('[data-widget="book-card"]')).toHaveAttribute(
      'data-theme',
      'dark',
    );
    // Nothing reaches the host page: no text in the light DOM, no styles in its head.
    expect(element.textContent).toBe('');
    expect(document.head.querySelectorAll('style, link').length).toBe(headStyles);
  });

  it("gives the card's cover its copies at the API's absolute addresses", async () => {
    const element = host();
    const withCopies: FetchLike = async (request) => {
      const answer = await fixtureFetch(request);
      const body = (await answer.json()) as { data: Record<string, unknown> };
      body.data.cover_srcset =
        '/media/covers/uploaded/ab-160w.webp 160w, /media/covers/uploaded/ab-320w.webp 320w';
      return Response.json(body);
    };
    await mountWidget(element, {
      widget: 'book-card',
      uid: fixtureBooks.ebook.uid,
      apiBase: 'https://api.bookstore.test',
      fetch: withCopies,
    });
    await shadow(element).findByRole('link', { name: fixtureBooks.ebook.title });
    const cover = element.shadowRoot?.querySelector('img');
    expect(cover).toHaveAttribute(
      'srcset',
      'https://api.bookstore.test/media/covers/uploaded/ab-160w.webp 160w, https://api.bookstore.test/media/covers/uploaded/ab-320w.webp 320w',
    );
    // The host element is the card's width; unsized (as here, with no layout) the cover assumes 240 px.
    expect(cover).toHaveAttribute('sizes', '240px');
  });

  it('names the author by the name readers see (a pen name), not the account name', async () => {
    const element = host();
    const underPenName: FetchLike = async (request) => {
      const answer = await fixtureFetch(request);
      const body = (await answer.json()) as { data: { authors: Record<string, unknown>[] } };
      for (const author of body.data.authors) author.display_name = 'Bísí Òkè';
      return Response.json(body);
    };
    await mountWidget(element, { widget: 'book-card', uid: fixtureBooks.printbook.uid, fetch: underPenName });
    const view = shadow(element);
    await view.findByRole('link', { name: 'Stay With Me' });
    expect(view.getByText('Bísí Òkè')).toBeInTheDocument();
    expect(view.queryByText(/Adébáyọ̀/)).toBeNull();
  });

  it('adds to the partner cart and emits a bubbling, composed add-to-cart event', async () => {
    const element = host();
    const heard = vi.fn();
    document.addEventListener(ADD_TO_CART_EVENT, heard);
    await mountWidget(element, { widget: 'book-card', uid: fixtureBooks.ebook.uid, fetch: fixtureFetch });
    const view = shadow(element);
    fireEvent.click(await view.findByRole('button', { name: /add to cart/i }));
    document.removeEventListener(ADD_TO_CART_EVENT, heard);

    expect(heard).toHaveBeenCalledTimes(1);
    const event = heard.mock.calls[0]?.[0] as CustomEvent;
    expect(event.target).toBe(element);
    expect(event.detail).toMatchObject({
      book: {
        uid: 'bk_EBOOK0001',
        title: 'Purple Hibiscus',
        type: 'ebook',
        price: { amount: 4200, currency_symbol: '₦' },
      },
      quantity: 1,
      cart: { count: 1, items: [{ uid: 'bk_EBOOK0001', quantity: 1 }] },
    });
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}').items[0].book.title).toBe(
      'Purple Hibiscus',
    );
    expect(view.getByRole('status')).toHaveTextContent('Added Purple Hibiscus to your cart');
    // The card itself says so, on the button the visitor just pressed (still named for adding another).
    const button = view.getByRole('button', { name: /added/i });
    expect(button).toHaveTextContent('Added ✓');
    expect(button).toHaveAttribute('aria-describedby');
  });

  it('says "Added ✓" on the card while the focus stays there, "Add to cart" again once it leaves', async () => {
    const element = host();
    await mountWidget(element, { widget: 'book-card', uid: fixtureBooks.ebook.uid, fetch: fixtureFetch });
    const button = await shadow(element).findByRole('button', { name: /add to cart/i });
    act(() => button.focus());
    fireEvent.click(button);
    expect(button).toHaveTextContent('Added ✓');
    act(() => button.blur());
    expect(button).toHaveTextContent('Add to cart');
  });

  it('carries the partner on the book link', async () => {
    const element = host();
    await mountWidget(element, {
      widget: 'book-card',
      uid: fixtureBooks.printbook.uid,
      storeUrl: 'https://store.bookstore.test',
      partner: 'bookclub42',
      fetch: fixtureFetch,
    });
    const link = await shadow(element).findByRole('link', { name: 'Stay With Me' });
    expect(link).toHaveAttribute(
      'href',
      'https://store.bookstore.test/books/bk_PRINT0001?ref=BOOKCLUB42&ref_src=widget&ref_widget=card',
    );
  });

  it('shows an error for an unknown book', async () => {
    const element = host();
    await mountWidget(element, { widget: 'book-card', uid: 'bk_MISSING1', fetch: fixtureFetch });
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('This book is not available.');
  });

  it('loads the book the same way in the book card and the player: a spinner, then the book or the reason', async () => {
    // The answers wait until both spinners have been seen (a fixed delay can run out on a loaded machine).
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const held: FetchLike = async (request) => {
      await answered;
      return fixtureFetch(request);
    };
    const card = host();
    const player = host();
    await mountWidget(card, { widget: 'book-card', uid: 'bk_MISSING1', fetch: held });
    await mountWidget(player, { widget: 'player', uid: 'bk_MISSING1', fetch: held });
    expect(shadow(card).getByText('Loading book')).toBeInTheDocument();
    expect(shadow(player).getByText('Loading sample')).toBeInTheDocument();
    answer();
    expect(await shadow(card).findByRole('alert')).toHaveTextContent('This book is not available.');
    expect(await shadow(player).findByRole('alert')).toHaveTextContent('This book is not available.');
  });

  it('unmounts, leaving the host element empty', async () => {
    const element = host();
    const widget = await mountWidget(element, { widget: 'search', fetch: fixtureFetch });
    expect(shadow(element).getByRole('button', { name: 'Search books' })).toBeInTheDocument();
    act(() => widget.unmount());
    mounted.splice(mounted.indexOf(widget), 1);
    expect(element.shadowRoot?.querySelector('[data-widget]')).toBeNull();
  });

  it('follows Bookstore.init for options the element does not set', async () => {
    const element = host();
    await mountWidget(element, { widget: 'book-card', uid: fixtureBooks.ebook.uid, fetch: fixtureFetch });
    const view = shadow(element);
    expect(await view.findByText('₦4,200.00')).toBeInTheDocument();
    await act(async () => init({ country: 'us' }));
    expect(await view.findByText('$2.73')).toBeInTheDocument();
  });
});

describe('cart', () => {
  it('shares the partner cart with the book cards and hands the items off to the store checkout', async () => {
    const card = host();
    const cart = host();
    const options = {
      storeUrl: 'https://store.bookstore.test',
      country: 'ng',
      partner: 'READERS1',
      fetch: fixtureFetch,
    };
    await mountWidget(card, { widget: 'book-card', uid: fixtureBooks.printbook.uid, ...options });
    await mountWidget(cart, { widget: 'cart', ...options });
    const cardView = shadow(card);
    const addButton = await cardView.findByRole('button', { name: /add to cart/i });
    fireEvent.click(addButton);
    fireEvent.click(addButton);

    const cartView = shadow(cart);
    const button = cartView.getByRole('button', { name: 'Cart, 2 items' });
    fireEvent.click(button);
    const drawer = await cartView.findByRole('dialog', { name: 'Cart' });
    expect(within(drawer).getByText('Stay With Me')).toBeInTheDocument();

    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const heard = vi.fn();
    document.addEventListener(CHECKOUT_EVENT, heard);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Checkout' }));
    document.removeEventListener(CHECKOUT_EVENT, heard);

    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe('https://store.bookstore.test/checkout');
    expect(decodeHandoff(url.searchParams.get('handoff') ?? '')).toEqual([
      { uid: 'bk_PRINT0001', quantity: 2 },
    ]);
    expect(url.searchParams.get('return')).toBe(location.href);
    expect(url.searchParams.get('ref')).toBe('READERS1');
    expect(url.searchParams.get('ref_src')).toBe('widget');
    expect(url.searchParams.get('ref_widget')).toBe('cart');
    expect((heard.mock.calls[0]?.[0] as CustomEvent).detail.items).toEqual([
      { uid: 'bk_PRINT0001', quantity: 2 },
    ]);
    // The store owns the items now.
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('stays on the page and keeps the cart when the host cancels the checkout event', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        items: [
          {
            id: 'bk_EBOOK0001',
            quantity: 1,
            country: 'ng',
            book: {
              uid: 'bk_EBOOK0001',
              title: 'Purple Hibiscus',
              type: 'ebook',
              cover_path: null,
              price: { amount: 4200, currency_symbol: '₦' },
            },
          },
        ],
      }),
    );
    const cart = host();
    cart.addEventListener(CHECKOUT_EVENT, (event) => event.preventDefault());
    await mountWidget(cart, { widget: 'cart', fetch: fixtureFetch });
    const view = shadow(cart);
    fireEvent.click(view.getByRole('button', { name: 'Cart, 1 item' }));
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    fireEvent.click(await view.findByRole('button', { name: 'Checkout' }));
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
  });
});

describe('custom elements', () => {
  it('render from attributes and re-render when an attribute changes', async () => {
    defineElements();
    init({ fetch: fixtureFetch });
    const element = document.createElement('bookstore-book-card');
    element.setAttribute('uid', fixtureBooks.audiobook.uid);
    element.setAttribute('theme', 'light');
    element.setAttribute('store-url', 'https://store.bookstore.test');
    await act(async () => document.body.append(element));
    const view = shadow(element);
    expect(await view.findByRole('link', { name: 'The Famished Road' })).toBeInTheDocument();
    const root = element.shadowRoot?.querySelector('[data-widget="book-card"]');
    expect(root).toHaveAttribute('data-theme', 'light');
    await act(async () => element.setAttribute('theme', 'dark'));
    expect(root).toHaveAttribute('data-theme', 'dark');
    await act(async () => element.remove());
    await act(async () => undefined);
    expect(element.shadowRoot?.querySelector('[data-widget]')).toBeNull();
  });
});

describe('events', () => {
  it('cross the shadow boundary and bubble to the document', () => {
    const element = host();
    const inner = element.attachShadow({ mode: 'open' }).appendChild(document.createElement('span'));
    const heard = vi.fn();
    document.addEventListener(ADD_TO_CART_EVENT, heard);
    const detail = {
      book: { uid: 'u', title: 't', type: 'ebook', price: { amount: 1, currency_symbol: '$' } },
      quantity: 1,
      cart: { count: 1, items: [{ uid: 'u', quantity: 1 }] },
    };
    emit(inner, ADD_TO_CART_EVENT, detail);
    document.removeEventListener(ADD_TO_CART_EVENT, heard);
    const event = heard.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual(detail);
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.target).toBe(element);
  });

  it('report a cancelled checkout to the widget', () => {
    const element = host();
    element.addEventListener(CHECKOUT_EVENT, (event) => event.preventDefault());
    expect(emit(element, CHECKOUT_EVENT, { items: [], url: 'https://store.test/checkout' }, true)).toBe(
      false,
    );
    expect(emit(element, CHECKOUT_EVENT, { items: [], url: 'https://store.test/checkout' })).toBe(true);
  });
});

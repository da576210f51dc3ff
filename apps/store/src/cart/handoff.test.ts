import type { CartItem } from '@bookstore/api-client/contract';
import { encodeHandoff } from '@bookstore/widgets';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartBook, cartItem } from './testing';
import type { HandoffDeps } from './handoff';

const toasts = vi.hoisted(() => ({
  showSuccess: vi.fn(),
  showInfo: vi.fn(),
  showError: vi.fn(),
  LONG_TOAST_MS: 4000,
}));
vi.mock('../api', () => ({ api: {} }));
vi.mock('../feedback/toast', () => toasts);

const { adoptHandoff, mergeHandoffLines, rememberedReturnUrl, safeReturnUrl, takeHandoff } =
  await import('./handoff');
const { countryCode, setCountryCode } = await import('../state/country');

const book = cartBook;
const item = (id: number, uid: string, type: string, quantity = 1): CartItem =>
  cartItem(id, cartBook(uid, type), quantity);

const summary = (items: CartItem[]) => items.map((line) => [line.id, line.book.uid, line.quantity]);

function fakeDeps(overrides: Partial<HandoffDeps> = {}): HandoffDeps & { items: CartItem[] } {
  const deps: HandoffDeps & { items: CartItem[] } = {
    items: [] as CartItem[],
    isSessionActive: () => false,
    country: () => 'ng',
    fetchBook: (uid: string) =>
      uid.startsWith('missing')
        ? Promise.reject(new Error('404'))
        : Promise.resolve(book(uid, uid.startsWith('P') ? 'printbook' : 'ebook')),
    addToServerCart: vi.fn<HandoffDeps['addToServerCart']>(),
    loadServerCart: vi.fn<HandoffDeps['loadServerCart']>().mockRejectedValue(new Error('offline')),
    currentItems: (): CartItem[] => deps.items,
    setItems: (items: CartItem[]) => {
      deps.items = items;
    },
    ...overrides,
  };
  return deps;
}

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  setCountryCode('ng');
});

describe('mergeHandoffLines', () => {
  it('adds new books after the highest id, print books with their quantity and others once', () => {
    const merged = mergeHandoffLines(
      [item(4, 'E1', 'ebook')],
      [
        { book: book('P1', 'printbook'), quantity: 3 },
        { book: book('A1', 'audiobook'), quantity: 2 },
      ],
    );
    expect(summary(merged)).toEqual([
      [4, 'E1', 1],
      [5, 'P1', 3],
      [6, 'A1', 1],
    ]);
  });

  it('adds to a print book already in the cart and keeps an ebook once, without changing the input', () => {
    const current = [item(1, 'P1', 'printbook', 2), item(2, 'E1', 'ebook')];
    const merged = mergeHandoffLines(current, [
      { book: book('P1', 'printbook'), quantity: 1 },
      { book: book('E1', 'ebook'), quantity: 1 },
    ]);
    expect(summary(merged)).toEqual([
      [1, 'P1', 3],
      [2, 'E1', 1],
    ]);
    expect(current[0]?.quantity).toBe(2);
  });
});

describe('safeReturnUrl', () => {
  it('accepts only http and https URLs', () => {
    expect(safeReturnUrl('https://partner.example/shop?x=1')).toBe('https://partner.example/shop?x=1');
    expect(safeReturnUrl('http://127.0.0.1:3190/')).toBe('http://127.0.0.1:3190/');
    expect(safeReturnUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeReturnUrl('data:text/html,hi')).toBeUndefined();
    expect(safeReturnUrl('/relative')).toBeUndefined();
    expect(safeReturnUrl(null)).toBeUndefined();
  });
});

describe('adoptHandoff', () => {
  it("puts a visitor's lines into the visitor cart and skips books not sold here", async () => {
    const deps = fakeDeps();
    deps.items = [item(1, 'E1', 'ebook')];
    const result = await adoptHandoff(
      [
        { uid: 'P9', quantity: 2 },
        { uid: 'missing-1', quantity: 1 },
        { uid: 'E1', quantity: 1 },
      ],
      deps,
    );
    expect(result).toEqual({ added: 2, failed: 1 });
    expect(summary(deps.items)).toEqual([
      [1, 'E1', 1],
      [2, 'P9', 2],
    ]);
  });

  it('adds each line to the server cart with a session, the last answer becoming the cart', async () => {
    const addToServerCart = vi
      .fn<HandoffDeps['addToServerCart']>()
      .mockResolvedValueOnce([item(10, 'P1', 'printbook', 2)])
      .mockRejectedValueOnce(new Error('not sold'))
      .mockResolvedValueOnce([item(10, 'P1', 'printbook', 2), item(11, 'E2', 'ebook')]);
    const deps = fakeDeps({ isSessionActive: () => true, country: () => 'gh', addToServerCart });
    const result = await adoptHandoff(
      [
        { uid: 'P1', quantity: 2 },
        { uid: 'X', quantity: 1 },
        { uid: 'E2', quantity: 1 },
      ],
      deps,
    );
    expect(result).toEqual({ added: 2, failed: 1 });
    expect(addToServerCart.mock.calls).toEqual([
      ['P1', 2, 'gh'],
      ['X', 1, 'gh'],
      ['E2', 1, 'gh'],
    ]);
    expect(summary(deps.items)).toEqual([
      [10, 'P1', 2],
      [11, 'E2', 1],
    ]);
  });

  it('reads the server cart after the adds, so a stale answer to an earlier cart call cannot win', async () => {
    const addToServerCart = vi
      .fn<HandoffDeps['addToServerCart']>()
      .mockResolvedValue([item(10, 'E2', 'ebook')]);
    const loadServerCart = vi
      .fn<HandoffDeps['loadServerCart']>()
      .mockResolvedValue([item(9, 'A1', 'audiobook'), item(10, 'E2', 'ebook')]);
    const deps = fakeDeps({ isSessionActive: () => true, addToServerCart, loadServerCart });
    await adoptHandoff([{ uid: 'E2', quantity: 1 }], deps);
    expect(loadServerCart).toHaveBeenCalledWith('ng');
    expect(summary(deps.items)).toEqual([
      [9, 'A1', 1],
      [10, 'E2', 1],
    ]);
  });
});

describe('takeHandoff', () => {
  it('adopts the lines once, drops handoff and country from the URL, keeps and remembers return', async () => {
    const deps = fakeDeps();
    const value = encodeHandoff([
      { uid: 'P1', quantity: 2 },
      { uid: 'E1', quantity: 1 },
    ]);
    const params = new URLSearchParams({ handoff: value, country: 'GH', return: 'https://partner.example/' });
    const rest = takeHandoff(params, deps);
    expect(rest.toString()).toBe('return=https%3A%2F%2Fpartner.example%2F');
    expect(countryCode.value).toBe('gh');
    expect(rememberedReturnUrl()).toBe('https://partner.example/');
    await vi.waitFor(() =>
      expect(toasts.showSuccess).toHaveBeenCalledWith('2 books from your cart were added'),
    );
    expect(summary(deps.items)).toEqual([
      [1, 'P1', 2],
      [2, 'E1', 1],
    ]);

    // The same hand-off again (a remount, a second effect run) adds nothing.
    takeHandoff(params, deps);
    await Promise.resolve();
    expect(summary(deps.items)).toHaveLength(2);
  });

  it('ignores a malformed hand-off and an unsafe return URL', () => {
    const deps = fakeDeps();
    const rest = takeHandoff(new URLSearchParams({ handoff: '%%%', return: 'javascript:alert(1)' }), deps);
    expect(rest.has('handoff')).toBe(false);
    expect(rememberedReturnUrl()).toBeUndefined();
    expect(deps.items).toEqual([]);
  });
});

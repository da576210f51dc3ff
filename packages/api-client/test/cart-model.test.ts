import { describe, expect, it } from 'vitest';
import { addLine, changeQuantity, copiesOf, mergeLines, nextLocalId, removeLine } from '../src/cart-changes';
import { isCartLine, MAX_COPIES, parseCartLines, type CartLine } from '../src/constants';
import { AddToCartBody, CartItem } from '../src/contract/cart';

const book = (uid: string, type = 'ebook', amount = 1000) => ({
  uid,
  slug: uid.toLowerCase(),
  title: `Book ${uid}`,
  type,
  cover_path: '/media/c.jpg',
  price: { amount, currency_code: 'NGN', currency_symbol: '₦' },
});
const line = (id: number, uid: string, type = 'ebook', quantity = 1) => ({
  id,
  quantity,
  book: book(uid, type),
});
const summary = (items: readonly CartLine[]) => items.map((item) => [item.id, item.book.uid, item.quantity]);
const isNumbered = (item: CartLine): item is CartLine<number> => typeof item.id === 'number';

describe('MAX_COPIES', () => {
  it('is 99, the maximum quantity of the add-to-cart call', () => {
    expect(MAX_COPIES).toBe(99);
    expect(AddToCartBody.safeParse({ book_uid: 'bk_1', quantity: MAX_COPIES }).success).toBe(true);
    expect(AddToCartBody.safeParse({ book_uid: 'bk_1', quantity: MAX_COPIES + 1 }).success).toBe(false);
  });
});

describe('cart changes', () => {
  it('keeps a print book between 1 and MAX_COPIES copies and other types at 1', () => {
    expect(copiesOf('printbook', 3)).toBe(3);
    expect(copiesOf('printbook', 0)).toBe(1);
    expect(copiesOf('printbook', 250)).toBe(MAX_COPIES);
    expect(copiesOf('printbook', Number.NaN)).toBe(1);
    expect(copiesOf('ebook', 3)).toBe(1);
    expect(copiesOf('audiobook', 0)).toBe(1);
  });

  it('adds a new book at the end and a print book already there as more copies, up to MAX_COPIES', () => {
    const cart = [line(1, 'P1', 'printbook', 2)];
    expect(summary(addLine(cart, line(2, 'E1', 'ebook', 4)))).toEqual([
      [1, 'P1', 2],
      [2, 'E1', 1],
    ]);
    expect(summary(addLine(cart, line(9, 'P1', 'printbook', 3)))).toEqual([[1, 'P1', 5]]);
    expect(summary(addLine(cart, line(9, 'P1', 'printbook', 500)))).toEqual([[1, 'P1', MAX_COPIES]]);
    expect(cart[0]?.quantity).toBe(2);
  });

  it('keeps an ebook once and takes the newer line data of a book already there', () => {
    const cart = [line(1, 'E1')];
    const again = { ...line(5, 'E1'), book: { ...book('E1'), title: 'New title' } };
    const added = addLine(cart, again);
    expect(summary(added)).toEqual([[1, 'E1', 1]]);
    expect(added[0]?.book.title).toBe('New title');
  });

  it('moves a quantity within its limits and removes a line', () => {
    const cart = [line(1, 'P1', 'printbook', MAX_COPIES - 1), line(2, 'E1')];
    expect(summary(changeQuantity(cart, 1, 1))).toEqual([
      [1, 'P1', MAX_COPIES],
      [2, 'E1', 1],
    ]);
    expect(changeQuantity(cart, 1, 5)[0]?.quantity).toBe(MAX_COPIES);
    expect(changeQuantity([line(1, 'P1', 'printbook', 1)], 1, -1)[0]?.quantity).toBe(1);
    expect(changeQuantity(cart, 2, 1)[1]?.quantity).toBe(1);
    expect(summary(removeLine(cart, 1))).toEqual([[2, 'E1', 1]]);
    expect(removeLine(cart, 7)).toEqual(cart);
  });

  it('merges lines one by one, as adds', () => {
    const cart = [line(1, 'P1', 'printbook', 2), line(4, 'E1')];
    const merged = mergeLines(cart, [
      line(5, 'P1', 'printbook', 1),
      line(6, 'E1'),
      line(7, 'A1', 'audiobook', 3),
    ]);
    expect(summary(merged)).toEqual([
      [1, 'P1', 3],
      [4, 'E1', 1],
      [7, 'A1', 1],
    ]);
    expect(cart).toHaveLength(2);
  });

  it('numbers local lines after the highest numeric id', () => {
    expect(nextLocalId([])).toBe(1);
    expect(nextLocalId([line(4, 'A'), line(2, 'B')])).toBe(5);
  });
});

describe('parseCartLines', () => {
  const good = line(1, 'P1', 'printbook', 2);

  it('reads an array or an { items } object', () => {
    expect(parseCartLines(JSON.stringify([good]), isNumbered)).toEqual([good]);
    expect(parseCartLines(JSON.stringify({ version: 1, items: [good] }), isNumbered)).toEqual([good]);
  });

  it('drops a broken stored cart instead of throwing', () => {
    for (const text of [null, '', '{not json', 'null', '42', '"text"', '{"items":7}', '{}'])
      expect(parseCartLines(text, isNumbered)).toEqual([]);
  });

  it('drops each malformed line and keeps the rest', () => {
    const broken = [
      null,
      'x',
      { id: 'x' },
      { ...good, quantity: 0 },
      { ...good, quantity: 1.5 },
      { ...good, quantity: MAX_COPIES + 1 },
      { ...good, id: true },
      { ...good, book: { ...good.book, price: { amount: '12', currency_symbol: '₦' } } },
      { ...good, book: { ...good.book, price: { amount: 12 } } },
      { ...good, book: { ...good.book, title: undefined } },
      { ...good, book: null },
    ];
    expect(parseCartLines(JSON.stringify([...broken, good]), isNumbered)).toEqual([good]);
  });

  it("keeps only the lines that fit the reader's cart", () => {
    const partner = { ...good, id: 'P1', country: 'ng' };
    expect(parseCartLines(JSON.stringify([good, partner]), isNumbered)).toEqual([good]);
  });

  it("keeps every cart item the contract's schema accepts, and none it refuses for a line's fields", () => {
    const accepted = [
      good,
      line(2, 'E1'),
      { ...line(3, 'A1', 'audiobook'), book: { ...book('A1'), cover_srcset: null } },
    ];
    for (const item of accepted) {
      expect(CartItem.safeParse(item).success).toBe(true);
      expect(isCartLine(item)).toBe(true);
    }
    const refused = [
      { ...good, quantity: 0 },
      { ...good, book: { ...good.book, uid: 5 } },
      { ...good, id: null },
    ];
    for (const item of refused) {
      expect(CartItem.safeParse(item).success).toBe(false);
      expect(isCartLine(item)).toBe(false);
    }
  });
});

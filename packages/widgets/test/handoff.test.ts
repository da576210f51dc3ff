import { describe, expect, it } from 'vitest';
import { checkoutUrl, decodeHandoff, encodeHandoff } from '../src/runtime/handoff';

describe('hand-off to the store checkout', () => {
  const items = [
    { uid: 'bk_PRINT0001', quantity: 3 },
    { uid: 'bk_EBOOK0001', quantity: 1 },
  ];

  it('round-trips cart lines through base64url JSON', () => {
    const encoded = encodeHandoff(items);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))).toEqual(items);
    expect(decodeHandoff(encoded)).toEqual(items);
  });

  it('drops malformed input and invalid lines', () => {
    expect(decodeHandoff('%%%')).toEqual([]);
    expect(decodeHandoff(Buffer.from('{"uid":"x"}').toString('base64url'))).toEqual([]);
    const mixed = Buffer.from(
      JSON.stringify([
        { uid: 'ok', quantity: 2 },
        { uid: '', quantity: 1 },
        { uid: 'big', quantity: 500 },
        { uid: 'frac', quantity: 1.5 },
      ]),
    ).toString('base64url');
    expect(decodeHandoff(mixed)).toEqual([{ uid: 'ok', quantity: 2 }]);
  });

  it('builds the checkout URL with the items, country and return page', () => {
    const url = new URL(
      checkoutUrl('https://store.example/shop/', items, {
        country: 'gb',
        returnUrl: 'https://partner.example/blog?post=1',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://store.example/shop/checkout');
    expect(decodeHandoff(url.searchParams.get('handoff') ?? '')).toEqual(items);
    expect(url.searchParams.get('country')).toBe('gb');
    expect(url.searchParams.get('return')).toBe('https://partner.example/blog?post=1');
  });

  it('names the partner as ref with ref_src=widget and ref_widget=cart, and nothing when there is none', () => {
    const url = new URL(checkoutUrl('https://store.example', items, { partner: 'BOOKCLUB42' }));
    expect(url.searchParams.get('ref')).toBe('BOOKCLUB42');
    expect(url.searchParams.get('ref_src')).toBe('widget');
    expect(url.searchParams.get('ref_widget')).toBe('cart');
    const plain = new URL(checkoutUrl('https://store.example', items, { partner: undefined }));
    expect(plain.searchParams.has('ref')).toBe(false);
    expect(plain.searchParams.has('ref_src')).toBe(false);
    expect(plain.searchParams.has('ref_widget')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { safeRedirect, withRedirect } from '../src/constants';

describe('safeRedirect', () => {
  it('keeps a path on this site, query included', () => {
    expect(safeRedirect('/checkout?step=2')).toBe('/checkout?step=2');
  });
  it.each([
    null,
    undefined,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('falls back for %s', (target) => {
    expect(safeRedirect(target, '/myaccount')).toBe('/myaccount');
  });
});

describe('withRedirect', () => {
  it('names the page to come back to, encoded', () => {
    expect(withRedirect('/login', '/books/abc?x=1&y=2')).toBe(
      '/login?redirect=%2Fbooks%2Fabc%3Fx%3D1%26y%3D2',
    );
  });
  it('adds nothing for the home page, the page itself or another site', () => {
    expect(withRedirect('/login', '/')).toBe('/login');
    expect(withRedirect('/login', '/login?redirect=%2Fx')).toBe('/login');
    expect(withRedirect('/login', '//evil.example')).toBe('/login');
    expect(withRedirect('/login', null)).toBe('/login');
  });
});

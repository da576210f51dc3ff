// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('the npm entry on a server', () => {
  it('imports without browser globals and exposes the public API', async () => {
    expect(typeof globalThis.window).toBe('undefined');
    expect(typeof globalThis.document).toBe('undefined');
    const widgets = await import('@bookstore/widgets');
    expect(typeof widgets.mount).toBe('function');
    expect(typeof widgets.defineElements).toBe('function');
    expect(typeof widgets.BookstoreBookCard).toBe('function');
    expect(widgets.WIDGET_TAGS.player).toBe('bookstore-player');
    // Defining elements on a server is a no-op rather than a crash.
    expect(() => widgets.defineElements()).not.toThrow();
  });

  it('server-renders the React components as empty hosts that fill in on the client', async () => {
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const widgets = await import('@bookstore/widgets');
    const html = renderToString(
      createElement(widgets.BookstoreBookCard, { uid: 'bk_PRINT0001', country: 'gb', className: 'pick' }),
    );
    expect(html).toBe('<div class="pick" data-bookstore-widget="book-card"></div>');
  });
});

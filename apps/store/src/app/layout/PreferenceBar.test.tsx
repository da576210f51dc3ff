import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BOOK_TYPE, setBookType } from '../../state/bookType';
import { PreferenceBar } from './PreferenceBar';

const barAt = (url: string) => {
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <PreferenceBar /> }], { initialEntries: [url] })}
    />,
  );
  return screen.queryByRole('region', { name: 'Book preference' });
};

// Issue 39: the bar shows where the book preference decides what is shown, not on every page.
describe('the book preference bar', () => {
  afterEach(cleanup);
  // The `unit` project shares modules between files (vitest.config.ts): another file may have left the
  // preference on another type.
  beforeEach(() => setBookType(DEFAULT_BOOK_TYPE));

  it('heads the home page and the categories, with the spec’s text and toggles', () => {
    for (const url of ['/', '/categories']) {
      const bar = barAt(url);
      expect(bar, url).toHaveTextContent('Your book preference is set to ebook, you can change it below:');
      expect(screen.getByRole('button', { name: 'Audiobook' })).toHaveAttribute('aria-pressed', 'false');
      cleanup();
    }
  });

  it('is not on a book, a listing with its own type control, an account or checkout page', () => {
    for (const url of [
      '/books/ABC123',
      '/ebooks',
      '/books?keyword=love',
      '/myaccount',
      '/checkout',
      '/about',
    ]) {
      expect(barAt(url), url).toBeNull();
      cleanup();
    }
  });
});

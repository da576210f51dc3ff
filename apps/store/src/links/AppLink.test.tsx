import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppLink } from './AppLink';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLink(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AppLink', () => {
  it('navigates client-side on a plain click, after the caller’s onClick', async () => {
    const onClick = vi.fn();
    renderLink(
      <AppLink href="/books/B1?x=1" onClick={onClick}>
        Book
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Book' });
    expect(link).toHaveAttribute('href', '/books/B1?x=1');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where')).toHaveTextContent('/books/B1');
  });

  it('leaves a modified click, or one the caller prevented, to the browser', () => {
    const router = renderLink(
      <>
        <AppLink href="/about">About</AppLink>
        <AppLink href="/lists" onClick={(event) => event.preventDefault()}>
          Lists
        </AppLink>
      </>,
    );
    // What the browser would do (a new tab) is not the router's business; jsdom cannot do it.
    const stopDocumentNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopDocumentNavigation);
    fireEvent.click(screen.getByRole('link', { name: 'About' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Lists' }));
    document.removeEventListener('click', stopDocumentNavigation);
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders other sites as plain links', () => {
    renderLink(
      <AppLink href="https://example.com/terms" target="_blank" rel="noopener noreferrer">
        Terms
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('href', 'https://example.com/terms');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './ErrorPage';
import { RouterLink } from '../fixtures/router-link';

describe('ErrorPage', () => {
  it('shows the 404 message with a link to the home page', () => {
    render(<ErrorPage status={404} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404This page could not be found');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('falls back to "Error" with status 500 and no link', () => {
    render(<ErrorPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('500Error');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a given message', () => {
    render(<ErrorPage status={500} message="Unknown middleware" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('500Unknown middleware');
  });

  it('shows the secondary error with a "Go back to home" link through the router link', () => {
    render(<ErrorPage secondary status={404} linkAs={RouterLink} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'An error occurred while showing the error page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/app/');
  });
});

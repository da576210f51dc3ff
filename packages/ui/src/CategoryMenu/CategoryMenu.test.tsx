import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { headerContent } from '../fixtures/bookstore-fixtures';
import { CategoryMenu } from './CategoryMenu';

describe('CategoryMenu', () => {
  it('is a collapsed "Shop By Category" button until opened', async () => {
    render(<CategoryMenu categories={headerContent.categories} />);
    const button = screen.getByRole('button', { name: 'Shop By Category' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Shop By Category' })).toBeVisible();
  });

  it('links categories and sub-categories for the book preference and marks new ones', async () => {
    render(<CategoryMenu categories={headerContent.categories} bookType="audiobook" />);
    await userEvent.click(screen.getByRole('button', { name: 'Shop By Category' }));
    expect(screen.getByRole('link', { name: 'African Literature' })).toHaveAttribute(
      'href',
      '/audiobooks/cat_AFRLIT01',
    );
    expect(screen.getByRole('link', { name: 'Classics' })).toHaveAttribute(
      'href',
      '/audiobooks/cat_AFRLIT01/sub_CLASSC11',
    );
    expect(screen.getByRole('link', { name: 'Diaspora Stories New' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Poetry New' })).toHaveAttribute(
      'href',
      '/audiobooks/cat_POETRY05',
    );
    const history = screen.getByRole('link', { name: 'History' }).closest('li');
    expect(within(history as HTMLElement).getAllByRole('link')).toHaveLength(3);
  });

  it('defaults to ebook links', async () => {
    render(<CategoryMenu categories={headerContent.categories} />);
    await userEvent.click(screen.getByRole('button', { name: 'Shop By Category' }));
    expect(screen.getByRole('link', { name: 'Self-Help' })).toHaveAttribute('href', '/ebooks/cat_SELFHP06');
  });

  it('opens with ArrowDown, moves with the arrow keys and closes on Escape back to the button', async () => {
    render(<CategoryMenu categories={headerContent.categories} />);
    const button = screen.getByRole('button', { name: 'Shop By Category' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'African Literature' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Classics' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Self-Help' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link is followed or focus leaves it', async () => {
    render(
      <>
        <CategoryMenu categories={headerContent.categories} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Shop By Category' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Folktales New' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

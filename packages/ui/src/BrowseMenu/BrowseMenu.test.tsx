import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { headerContent } from '../fixtures/bookstore-fixtures';
import { BrowseMenu } from './BrowseMenu';

describe('BrowseMenu', () => {
  it('opens a menu of the media types followed by the curated lists', async () => {
    render(<BrowseMenu lists={headerContent.lists} />);
    await userEvent.click(screen.getByRole('button', { name: 'Browse' }));
    const menu = await screen.findByRole('menu', { name: 'Browse' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Audiobooks',
      'Ebooks',
      'Printbooks',
      'Prize Winners',
      'Summer Reads',
      'Debut Novelists',
      'All curated lists',
    ]);
    expect(items[1]).toHaveAttribute('href', '/ebooks');
    expect(items[3]).toHaveAttribute('href', '/lists/lst_PRIZE001');
    expect(items[6]).toHaveAttribute('href', '/lists');
  });

  it('is keyboard navigable and closes on Escape', async () => {
    render(<BrowseMenu lists={headerContent.lists} />);
    screen.getByRole('button', { name: 'Browse' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Audiobooks' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Printbooks' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse' })).toHaveFocus();
  });

  it('shows only the media types and all lists when there are no curated lists', async () => {
    render(<BrowseMenu lists={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Browse' }));
    expect(screen.getAllByRole('menuitem')).toHaveLength(4);
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });
});

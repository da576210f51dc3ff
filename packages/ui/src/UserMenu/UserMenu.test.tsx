import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accounts } from '../fixtures/bookstore-fixtures';
import { UserMenu, userMenuEntries } from './UserMenu';

const labels = (account: Parameters<typeof userMenuEntries>[0]) =>
  userMenuEntries(account).map((e) => e.label);

describe('userMenuEntries', () => {
  it('gives a reader the buyer entries and both Become links', () => {
    expect(labels(accounts.reader)).toEqual([
      'My Account',
      'Library',
      'Book Orders',
      'Payments',
      'Sign Out',
      'Become an Author',
      'Become a Voiceover Artist',
    ]);
  });

  it('gives a partner the Partner Dashboard after the selling one, and no one else', () => {
    expect(labels({ ...accounts.reader, partner_account: true }).slice(0, 2)).toEqual([
      'Partner Dashboard',
      'My Account',
    ]);
    expect(labels({ ...accounts.author, partner_account: true }).slice(0, 2)).toEqual([
      'Selling Dashboard',
      'Partner Dashboard',
    ]);
    expect(labels(accounts.author)).not.toContain('Partner Dashboard');
    expect(userMenuEntries({ ...accounts.reader, partner_account: true })[0]).toEqual({
      label: 'Partner Dashboard',
      href: '/dashboard/partner',
    });
  });

  it('gives an operator the Back Office first, and no one else', () => {
    expect(labels({ ...accounts.reader, is_operator: true })).toEqual([
      'Back Office',
      'My Account',
      'Library',
      'Book Orders',
      'Payments',
      'Sign Out',
      'Become an Author',
      'Become a Voiceover Artist',
    ]);
    expect(labels({ ...accounts.author, is_operator: false })).not.toContain('Back Office');
    expect(userMenuEntries({ ...accounts.reader, is_operator: true })[0]).toEqual({
      label: 'Back Office',
      href: '/admin',
    });
  });

  it('gives an author the Selling Dashboard and Voiceover Orders, and only Become a Voiceover Artist', () => {
    expect(labels(accounts.author)).toEqual([
      'Selling Dashboard',
      'My Account',
      'Library',
      'Book Orders',
      'Payments',
      'Voiceover Orders',
      'Sign Out',
      'Become a Voiceover Artist',
    ]);
  });

  it('gives a voiceover artist only Become an Author, and someone with both roles neither', () => {
    expect(labels(accounts.voiceoverArtist)).toContain('Selling Dashboard');
    expect(labels(accounts.voiceoverArtist).slice(-1)).toEqual(['Become an Author']);
    expect(labels(accounts.both)).toEqual([
      'Selling Dashboard',
      'My Account',
      'Library',
      'Book Orders',
      'Payments',
      'Voiceover Orders',
      'Sign Out',
    ]);
  });
});

describe('UserMenu', () => {
  it('shows Login and Join links when signed out', () => {
    render(<UserMenu account={null} onSignOut={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the username and the initials avatar, and opens the entries in order', async () => {
    render(<UserMenu account={accounts.reader} onSignOut={() => undefined} />);
    const trigger = screen.getByRole('button', { name: 'adaeze.reads' });
    expect(trigger).toHaveTextContent('adaeze.reads');
    expect(trigger).toHaveTextContent('AR');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(labels(accounts.reader));
    expect(screen.getByRole('menuitem', { name: 'Library' })).toHaveAttribute('href', '/myaccount/library');
    expect(screen.getByRole('menuitem', { name: 'Become an Author' })).toHaveAttribute(
      'href',
      '/selling/author',
    );
  });

  it('signs out', async () => {
    const onSignOut = vi.fn();
    render(<UserMenu account={accounts.author} onSignOut={onSignOut} compact />);
    const trigger = screen.getByRole('button', { name: 'chimamanda' });
    await userEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Selling Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

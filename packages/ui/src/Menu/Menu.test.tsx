import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu, type MenuEntry } from './Menu';

function setup(onSignOut = vi.fn()) {
  const items: MenuEntry[] = [
    { label: 'My Account', href: '/myaccount' },
    { label: 'Library', href: '/myaccount/library' },
    { label: 'Book Orders', href: '/myaccount/orders/books' },
    { label: 'Payments', href: '/myaccount/payments', disabled: true },
    { type: 'separator' },
    { label: 'Sign Out', onSelect: onSignOut },
  ];
  render(
    <>
      <Menu trigger="ada" items={items} header={<strong>Signed in as ada</strong>} />
      <button type="button">Outside</button>
    </>,
  );
  return { trigger: screen.getByRole('button', { name: 'ada' }), onSignOut };
}

describe('Menu', () => {
  it('opens from the trigger and focuses the first item', async () => {
    const { trigger } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The open menu's code loads on the first open.
    expect(await screen.findByRole('menu', { name: 'ada' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/myaccount');
    expect(screen.getByText('Signed in as ada')).toBeInTheDocument();
  });

  it('moves with arrows, Home and End, skipping disabled items and wrapping', async () => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Book Orders' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus();
  });

  it('jumps to items by typed characters', async () => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus());
    await userEvent.keyboard('s');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await new Promise((resolve) => setTimeout(resolve, 550));
    await userEvent.keyboard('bo');
    expect(screen.getByRole('menuitem', { name: 'Book Orders' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Account' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('runs an action item, closes and refocuses the trigger', async () => {
    const { trigger, onSignOut } = setup();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('types items as links or actions', () => {
    // @ts-expect-error an action item needs onSelect
    const broken: MenuEntry = { label: 'Nothing' };
    expect('label' in broken).toBe(true);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog';
import { Menu } from '../Menu';
import { Drawer } from './Drawer';

function Demo({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cart (2)
      </button>
      <Drawer
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Cart"
        footer={<button type="button">Checkout</button>}
      >
        <p>You have no item in your Cart</p>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('is a modal dialog named by its title with focus trapped inside', async () => {
    render(<Demo onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cart (2)' }));
    const drawer = screen.getByRole('dialog', { name: 'Cart' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    render(<Demo onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Cart (2)' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    const onClose = vi.fn();
    render(<Demo onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cart (2)' }));
    const backdrop = document.querySelector('[role="presentation"]');
    if (!(backdrop instanceof HTMLElement)) throw new Error('backdrop missing');
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders inside a shadow root container and traps focus there', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    render(
      <Drawer open onClose={() => undefined} title="Cart" container={container}>
        <button type="button">Checkout</button>
      </Drawer>,
    );
    const drawer = shadow.querySelector('[role="dialog"]');
    expect(drawer).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shadow.activeElement).toHaveAccessibleName('Close');
    host.remove();
  });
});

describe('Drawer with nested overlays', () => {
  it('lets Escape close an open menu inside it before closing itself', async () => {
    const onClose = vi.fn();
    render(
      <Drawer open onClose={onClose} title="Account">
        <Menu trigger="ada" items={[{ label: 'Library', href: '/myaccount/library' }]} />
      </Drawer>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ada' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes only the topmost modal on Escape', async () => {
    const onDrawerClose = vi.fn();
    const onDialogClose = vi.fn();
    const view = (dialogOpen: boolean) => (
      <Drawer open onClose={onDrawerClose} title="Cart">
        <Dialog open={dialogOpen} onClose={onDialogClose} title="Remove item?" />
      </Drawer>
    );
    const { rerender } = render(view(false));
    rerender(view(true));
    expect(screen.getByRole('dialog', { name: 'Remove item?' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.keyboard('{Escape}');
    expect(onDialogClose).toHaveBeenCalledOnce();
    expect(onDrawerClose).not.toHaveBeenCalled();
  });
});

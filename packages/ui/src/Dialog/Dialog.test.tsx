import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function Demo({ onClose = () => undefined, withInitialFocus = false }) {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Withdraw
      </button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Withdraw revenue"
        description="Choose an amount"
        initialFocusRef={withInitialFocus ? inputRef : undefined}
        footer={<button type="button">Confirm</button>}
      >
        <label>
          Amount <input ref={inputRef} />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens named by its title, moves focus in and traps Tab', async () => {
    render(<Demo />);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw revenue' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Choose an amount');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    render(<Demo onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Withdraw' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and focuses the initial focus element', async () => {
    render(<Demo withInitialFocus />);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders into a given container', () => {
    const host = document.createElement('div');
    document.body.append(host);
    render(<Dialog open onClose={() => undefined} title="In a widget" container={host} />);
    expect(host).toContainElement(screen.getByRole('dialog', { name: 'In a widget' }));
    host.remove();
  });
});

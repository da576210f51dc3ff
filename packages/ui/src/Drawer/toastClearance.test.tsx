import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Drawer } from './Drawer';
import { TOAST_CLEAR_BOTTOM, TOAST_CLEAR_RIGHT, toastClearance } from './toastClearance';

describe('toastClearance (issue 39: the cart’s “added” toast never covers Checkout)', () => {
  it('puts toasts beside a right-hand drawer when the screen leaves them room', () => {
    expect(toastClearance(1280, 400, 120, 'right')).toEqual({ right: 400, bottom: 0 });
    expect(toastClearance(720, 400, 120, 'right')).toEqual({ right: 400, bottom: 0 });
  });

  it('puts them above the footer when the drawer (nearly) fills the screen', () => {
    expect(toastClearance(375, 375, 120.4, 'right')).toEqual({ right: 0, bottom: 121 });
    expect(toastClearance(600, 400, 120, 'right')).toEqual({ right: 0, bottom: 120 });
  });

  it('leaves toasts where they are beside a left-hand drawer', () => {
    expect(toastClearance(1280, 320, 0, 'left')).toEqual({ right: 0, bottom: 0 });
  });
});

function Cart() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cart
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Cart"
        footer={<button type="button">Checkout</button>}
      >
        <p>One book</p>
      </Drawer>
    </>
  );
}

describe('an open Drawer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sets the page’s toast clearance while open and takes it away when closed', async () => {
    // jsdom lays nothing out: the panel is 400 px wide on a 1024 px screen.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 400,
      height: 100,
    } as DOMRect);
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1024);
    const root = document.documentElement.style;
    render(<Cart />);
    expect(root.getPropertyValue(TOAST_CLEAR_RIGHT)).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    expect(root.getPropertyValue(TOAST_CLEAR_RIGHT)).toBe('400px');
    expect(root.getPropertyValue(TOAST_CLEAR_BOTTOM)).toBe('0px');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(root.getPropertyValue(TOAST_CLEAR_RIGHT)).toBe('');
  });
});

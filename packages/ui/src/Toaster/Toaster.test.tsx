import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from './Toaster';

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  act(() => toast.remove());
});

describe('Toaster', () => {
  it('shows toasts in a polite live region with themed styles', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Book added to cart');
    });
    const message = await screen.findByText('Book added to cart');
    expect(message.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    const bar = message.closest('[role="status"]')?.parentElement;
    expect(bar?.style.background).toBe('var(--bk-color-bg-overlay)');
  });

  it('puts the toasts in a live region that is in the page before the first toast', async () => {
    const { container } = render(<Toaster />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    act(() => {
      toast.success('Book added to cart');
    });
    const message = await screen.findByText('Book added to cart');
    expect(region).toContainElement(message);
  });

  it('positions toasts bottom-right by default', async () => {
    render(<Toaster />);
    act(() => {
      toast('The book type is set to ebook', { duration: 2000 });
    });
    const message = await screen.findByText('The book type is set to ebook');
    const positioned = message.closest('[style*="bottom"]') as HTMLElement | null;
    expect(positioned?.style.bottom).toBe('0px');
    expect(positioned?.style.justifyContent).toBe('flex-end');
  });
});

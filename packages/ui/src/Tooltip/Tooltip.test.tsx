import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog';
import { Tooltip, type TooltipProps } from './Tooltip';

describe('Tooltip', () => {
  it('describes its trigger and shows on focus until Escape', async () => {
    render(
      <Tooltip content="Add to cart">
        <button type="button" aria-describedby="extra">
          +
        </button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: '+' });
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(trigger.getAttribute('aria-describedby')).toBe(`extra ${tooltip.id}`);
    expect(tooltip).not.toHaveAttribute('data-open');
    await userEvent.tab();
    expect(tooltip).toHaveAttribute('data-open');
    await userEvent.keyboard('{Escape}');
    expect(tooltip).not.toHaveAttribute('data-open');
  });

  it('takes the first Escape inside a dialog', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Withdraw">
        <Tooltip content="Paid within 2 days">
          <button type="button">Info</button>
        </Tooltip>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Info' }));
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveAttribute('data-open');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('tooltip', { hidden: true })).not.toHaveAttribute('data-open');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows on hover after the delay and hides on leave', async () => {
    render(
      <Tooltip content="Switch to Dark" delay={200}>
        <button type="button">Theme</button>
      </Tooltip>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Theme' }));
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    // Not at once: the delay keeps a passing pointer from flashing it.
    expect(tooltip).not.toHaveAttribute('data-open');
    await waitFor(() => expect(tooltip).toHaveAttribute('data-open'), { timeout: 5000 });
    await userEvent.unhover(screen.getByRole('button', { name: 'Theme' }));
    expect(screen.getByRole('tooltip', { hidden: true })).not.toHaveAttribute('data-open');
  });

  it('wraps exactly one element', () => {
    // @ts-expect-error a string is not an element
    const props: TooltipProps = { content: 'x', children: 'text' };
    expect(props.content).toBe('x');
  });
});

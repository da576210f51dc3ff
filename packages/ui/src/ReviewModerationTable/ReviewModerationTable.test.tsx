import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { moderationItems } from '../fixtures/review-fixtures';
import { ReviewModerationTable } from './ReviewModerationTable';

const [spam, spoiler, held] = moderationItems;
if (!spam || !spoiler || !held) throw new Error('three moderation items expected');

describe('ReviewModerationTable', () => {
  it('shows each review with its book, status, reports and reasons', () => {
    render(<ReviewModerationTable items={moderationItems} onHide={vi.fn()} onKeep={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Reviews to moderate' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('rowheader')).toHaveTextContent(/Get it cheaper elsewhere/);
    expect(first).toHaveTextContent('Half of a Yellow Sun');
    expect(first).toHaveTextContent('Reported');
    expect(first).toHaveTextContent('3 reports');
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Spam or advertising', 'Spam or advertising', 'Not written by a reader']);
    expect(rows[2]).toHaveTextContent('Held: has a link');
    expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Publish the review by Chiamaka O.' }),
    ).toBeVisible();
  });

  it('says why instead of offering Hide and Keep on a review the operator may not decide', () => {
    const blocked = { ...spam, blockedReason: 'Your own review: another operator decides it.' };
    render(<ReviewModerationTable items={[blocked, spoiler]} onHide={vi.fn()} onKeep={vi.fn()} />);
    const [first, second] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    expect(first).toHaveTextContent('Your own review: another operator decides it.');
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(second as HTMLElement).getAllByRole('button')).toHaveLength(2);
  });

  it('asks a reason before hiding, then closes and returns focus', async () => {
    const onHide = vi.fn(() => Promise.resolve());
    render(<ReviewModerationTable items={moderationItems} onHide={onHide} onKeep={vi.fn()} />);
    const hide = screen.getByRole('button', { name: 'Hide the review by Segun A.' });
    await userEvent.click(hide);
    const dialog = screen.getByRole('dialog', { name: 'Hide this review' });
    const reason = within(dialog).getByRole('textbox', { name: /Why is it hidden/ });
    expect(reason).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the review' }));
    expect(onHide).not.toHaveBeenCalled();
    expect(reason).toHaveAccessibleDescription(/Give a reason: the reader is told it\./);
    await userEvent.type(reason, 'Spoils the ending.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the review' }));
    expect(onHide).toHaveBeenCalledWith(spoiler, 'Spoils the ending.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hide).toHaveFocus();
  });

  it('keeps the dialog open with the reason when hiding fails', async () => {
    render(
      <ReviewModerationTable
        items={moderationItems}
        onHide={() => Promise.reject(new Error('the server is busy'))}
        onKeep={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide the review by Books Deals NG' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Why is it hidden/ }), 'Advertising.');
    await userEvent.click(screen.getByRole('button', { name: 'Hide the review' }));
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('The review was not hidden: the server is busy'));
    const reason = screen.getByRole('textbox', { name: /Why is it hidden/ });
    expect(reason).toHaveValue('Advertising.');
    expect(reason).toBeValid();
  });

  it('keeps a review, busy on its own row only', async () => {
    const onKeep = vi.fn();
    const { rerender } = render(
      <ReviewModerationTable items={moderationItems} onHide={vi.fn()} onKeep={onKeep} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep the review by Segun A.' }));
    expect(onKeep).toHaveBeenCalledWith(spoiler);
    rerender(
      <ReviewModerationTable
        items={moderationItems}
        onHide={vi.fn()}
        onKeep={onKeep}
        keepingUid={spoiler.review.uid}
      />,
    );
    expect(screen.getByRole('button', { name: 'Keep the review by Segun A.' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Hide the review by Segun A.' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep the review by Books Deals NG' })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it('says when nothing waits', () => {
    render(<ReviewModerationTable items={[]} onHide={vi.fn()} onKeep={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Nothing to moderate' })).toBeInTheDocument();
  });
});

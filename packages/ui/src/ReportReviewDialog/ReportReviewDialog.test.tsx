import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  REVIEW_REPORT_REASONS,
  ReportReviewDialog,
  type ReportReviewDialogProps,
} from './ReportReviewDialog';

function Demo(props: Partial<ReportReviewDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Report
      </button>
      <ReportReviewDialog
        onSubmit={vi.fn()}
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        reviewerName="Kemi"
      />
    </>
  );
}

describe('ReportReviewDialog', () => {
  it('moves focus in, keeps it inside, closes on Escape and gives focus back to Report', async () => {
    render(<Demo />);
    const opener = screen.getByRole('button', { name: 'Report' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Report this review' });
    expect(dialog).toHaveAccessibleDescription(/Kemi’s review/);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('lists the six reasons, needs one, and a note for "Something else"', async () => {
    const onSubmit = vi.fn();
    render(<Demo onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(
      REVIEW_REPORT_REASONS.map((r) => r.value),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: /What is wrong with it/ })).toHaveAccessibleDescription(
      'Choose a reason.',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(note).toHaveFocus();
    expect(note).toHaveAccessibleDescription(/Say what is wrong with the review\./);
    await userEvent.type(note, 'Copied from another site.');
    expect(screen.getByText('25 / 500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'other', note: 'Copied from another site.' });
  });

  it('shows the sending state and the errors, and does not close while sending', async () => {
    render(<Demo submitting error="Too many reports in the last hour." errors={{ note: 'Too long.' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('button', { name: 'Send report' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many reports in the last hour.');
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toBeInvalid();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

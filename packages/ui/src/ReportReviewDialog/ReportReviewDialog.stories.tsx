import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ReportReviewDialog, type ReportReviewDialogProps } from './ReportReviewDialog';

/** The dialog behind a Report button, as a review card opens it. */
function Opener({ open: initiallyOpen, onClose, ...props }: ReportReviewDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="ghost" size="small" onClick={() => setOpen(true)}>
        Report
      </Button>
      <ReportReviewDialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Bookstore/ReportReviewDialog',
  component: ReportReviewDialog,
  render: (args) => <Opener {...args} />,
  args: {
    open: false,
    onClose: fn(),
    onSubmit: fn(),
    reviewerName: 'Segun A.',
    submitting: false,
  },
  argTypes: {
    open: { control: 'boolean' },
    reviewerName: { control: 'text' },
    submitting: { control: 'boolean' },
    errors: { control: 'object' },
    error: { control: 'text' },
    onClose: { action: 'close' },
    onSubmit: { action: 'submit' },
    container: { control: false },
  },
} satisfies Meta<typeof ReportReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Report' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Report this review' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(dialog).getByText('Choose a reason.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spoilers without warning' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Note (optional)' }),
      'Ending in line one.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'spoiler', note: 'Ending in line one.' });
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

export const Playground: Story = { args: { open: true } };

export const Open: Story = { args: { open: true } };

export const Sending: Story = { args: { open: true, submitting: true } };

export const Failed: Story = {
  args: {
    open: true,
    error: 'The report was not sent: you have reported many reviews in the last hour. Try again later.',
    errors: { note: 'The note is longer than 500 characters.' },
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { open: true } };

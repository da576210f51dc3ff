import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longReview, ownReview } from '../fixtures/review-fixtures';
import { ReviewForm } from './ReviewForm';

const existing = { rating: ownReview.rating, title: ownReview.title ?? '', body: ownReview.body ?? '' };

const meta = {
  title: 'Bookstore/ReviewForm',
  component: ReviewForm,
  args: {
    onSubmit: fn(),
    onCancel: fn(),
    editing: false,
    submitting: false,
    deleting: false,
    label: 'Your review',
  },
  argTypes: {
    value: { control: 'object' },
    defaultValue: { control: 'object' },
    errors: { control: 'object' },
    formError: { control: 'text' },
    editing: { control: 'boolean' },
    submitting: { control: 'boolean' },
    deleting: { control: 'boolean' },
    label: { control: 'text' },
    onSubmit: { action: 'submit' },
    onCancel: { action: 'cancel' },
    onDelete: { control: false },
    onChange: { action: 'change' },
    className: { control: false },
  },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Choose a rating: 1 to 5 stars.',
    );
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^1 star/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /^4 stars/ })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title (optional)' }), 'A slow start');
    await expect(canvas.getByText('12 / 120')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, title: 'A slow start', body: null });
  },
};

export const Playground: Story = {};

/** Sent without a rating: the stars show the error and the first star has focus, from the keyboard. */
export const RatingMissing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Post review' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^1 star/ })).toHaveFocus());
    await expect(canvas.getByText('Choose a rating: 1 to 5 stars.')).toBeVisible();
  },
};

export const Editing: Story = {
  args: { editing: true, defaultValue: existing, onDelete: fn() },
};

/** Delete review asks once more; Keep it has focus. */
export const ConfirmDelete: Story = {
  args: { editing: true, defaultValue: existing, onDelete: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const FieldErrors: Story = {
  args: {
    defaultValue: { rating: 5, title: 'Best book of the year', body: longReview.body ?? '' },
    errors: {
      title: 'The title has words our team does not allow; change them and post again.',
      body: 'Links go to our team first: remove them or wait for a check.',
    },
    formError: 'Your review was not posted. Check the fields marked below.',
  },
};

export const Submitting: Story = { args: { defaultValue: existing, submitting: true } };

export const Deleting: Story = {
  args: { editing: true, defaultValue: existing, onDelete: fn(), deleting: true },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { editing: true, defaultValue: existing, onDelete: fn() },
};

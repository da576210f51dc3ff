import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { moderationItems } from '../fixtures/review-fixtures';
import { ReviewModerationTable } from './ReviewModerationTable';

const meta = {
  title: 'Bookstore/ReviewModerationTable',
  component: ReviewModerationTable,
  args: {
    items: moderationItems,
    onHide: fn(),
    onKeep: fn(),
    keepingUid: null,
    bookHref: (item) => `#books/${item.review.book.uid}`,
    caption: 'Reviews to moderate',
    hideCaption: false,
  },
  argTypes: {
    items: { control: 'object' },
    keepingUid: { control: 'text' },
    caption: { control: 'text' },
    hideCaption: { control: 'boolean' },
    onHide: { action: 'hide' },
    onKeep: { action: 'keep' },
    bookHref: { control: false },
    emptyState: { control: false },
    linkAs: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof ReviewModerationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('table', { name: 'Reviews to moderate' })).toBeVisible();
    await expect(canvas.getByText('3 reports')).toBeVisible();
    const hide = canvas.getByRole('button', { name: 'Hide the review by Segun A.' });
    await userEvent.click(hide);
    const dialog = await page.findByRole('dialog', { name: 'Hide this review' });
    const reason = within(dialog).getByRole('textbox', { name: /Why is it hidden/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the review' }));
    await expect(reason).toHaveAccessibleDescription(/Give a reason/);
    await expect(args.onHide).not.toHaveBeenCalled();
    await userEvent.type(reason, 'Gives away the ending without a warning.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the review' }));
    await expect(args.onHide).toHaveBeenCalledWith(
      moderationItems[1],
      'Gives away the ending without a warning.',
    );
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(hide).toHaveFocus();
  },
};

export const Playground: Story = {};

export const Keeping: Story = { args: { keepingUid: moderationItems[2]?.review.uid ?? null } };

export const Empty: Story = { args: { items: [] } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** The hide call fails: the dialog stays open with what was typed and says why. */
export const HideFailed: Story = {
  args: { onHide: fn(() => Promise.reject(new Error('the review was changed meanwhile; reload the queue'))) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Hide the review by Books Deals NG' }),
    );
    const dialog = await page.findByRole('dialog', { name: 'Hide this review' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why is it hidden/ }), 'Advertising.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the review' }));
    await expect(
      await within(dialog).findByText(
        'The review was not hidden: the review was changed meanwhile; reload the queue',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Why is it hidden/ })).toHaveValue(
      'Advertising.',
    );
  },
};

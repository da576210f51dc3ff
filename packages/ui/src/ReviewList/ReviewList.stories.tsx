import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { editedReview, heldReview, reviews, shortReview } from '../fixtures/review-fixtures';
import { ReviewList, type ReviewListProps } from './ReviewList';

/** A list whose sort box changes as the store's page would after navigating. */
function Sorting(props: ReviewListProps) {
  const [sort, setSort] = useState(props.sort);
  return (
    <ReviewList
      {...props}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Bookstore/ReviewList',
  component: ReviewList,
  render: (args) => <Sorting {...args} />,
  args: {
    reviews,
    total: 412,
    page: 1,
    totalPages: 42,
    pageHref: (page) => `#reviews?page=${page}`,
    sort: 'helpful',
    onSortChange: fn(),
    stars: null,
    clearStarsHref: '#reviews',
    loading: false,
    onHelpful: fn(),
    onReport: fn(),
    title: 'Reviews',
    headingLevel: 2,
  },
  argTypes: {
    reviews: { control: 'object' },
    total: { control: 'number' },
    page: { control: { type: 'number', min: 1 } },
    totalPages: { control: { type: 'number', min: 1 } },
    sort: { control: 'select', options: ['helpful', 'newest', 'highest', 'lowest'] },
    stars: { control: 'inline-radio', options: [null, 5, 4, 3, 2, 1] },
    loading: { control: 'boolean' },
    helpfulPendingUid: { control: 'text' },
    clearStarsHref: { control: 'text' },
    signInHref: { control: 'text' },
    title: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    onSortChange: { action: 'sortChange' },
    onHelpful: { action: 'helpful' },
    onReport: { action: 'report' },
    onEdit: { control: false },
    pageHref: { control: false },
    emptyAction: { control: false },
    linkAs: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reviews (412)' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    await expect(args.onSortChange).toHaveBeenCalledWith('newest');
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '#reviews?page=2');
  },
};

export const Playground: Story = {};

export const FilteredByStars: Story = {
  args: { stars: 4, reviews: [editedReview], total: 1, totalPages: 1, sort: 'newest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 4 stars')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all ratings' })).toHaveAttribute('href', '#reviews');
  },
};

export const FilterWithoutReviews: Story = {
  args: { stars: 2, reviews: [], total: 0, totalPages: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No 2-star reviews' })).toBeVisible();
  },
};

export const NoReviews: Story = {
  args: {
    reviews: [],
    total: 0,
    totalPages: 0,
    emptyAction: <Button variant="secondary">Write a review</Button>,
  },
};

export const Loading: Story = { args: { loading: true, reviews: [] } };

export const SignedOut: Story = {
  args: {
    onHelpful: undefined,
    onReport: undefined,
    reviews: [editedReview, shortReview],
    total: 2,
    totalPages: 1,
  },
};

export const WithOwnHeldReview: Story = {
  args: { reviews: [heldReview, ...reviews], total: 413, onEdit: fn(), helpfulPendingUid: editedReview.uid },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { stars: 5, page: 3 } };

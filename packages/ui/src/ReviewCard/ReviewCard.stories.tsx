import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  editedReview,
  heldReview,
  longReview,
  ownReview,
  ratingOnlyReview,
  shortReview,
} from '../fixtures/review-fixtures';
import { ReviewCard, type ReviewCardProps } from './ReviewCard';

/** A card whose helpful vote toggles, as the store's answer would change it. */
function Voting(props: ReviewCardProps) {
  const [review, setReview] = useState(props.review);
  return (
    <ReviewCard
      {...props}
      review={review}
      onHelpful={
        props.onHelpful &&
        ((current) => {
          props.onHelpful?.(current);
          const voted = !current.votedHelpful;
          setReview({
            ...current,
            votedHelpful: voted,
            helpfulCount: current.helpfulCount + (voted ? 1 : -1),
          });
        })
      }
    />
  );
}

const meta = {
  title: 'Bookstore/ReviewCard',
  component: ReviewCard,
  render: (args) => <Voting {...args} />,
  args: {
    review: editedReview,
    onHelpful: fn(),
    onReport: fn(),
    helpfulPending: false,
    signInHref: '/login',
    headingLevel: 3,
  },
  argTypes: {
    review: { control: 'object' },
    helpfulPending: { control: 'boolean' },
    signInHref: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [3, 4] },
    readOnly: { control: 'boolean' },
    onHelpful: { action: 'helpful' },
    onReport: { action: 'report' },
    onEdit: { control: false },
    linkAs: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const helpful = canvas.getByRole('button', { name: 'Helpful (37)' });
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(helpful);
    await expect(args.onHelpful).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Helpful (36)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Report the review by Tunde Bakare' }));
    await expect(args.onReport).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

export const NotVoted: Story = { args: { review: shortReview } };

export const LongText: Story = {
  args: { review: longReview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'Read more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Buy the paperback/)).not.toBeInTheDocument();
    await userEvent.click(more);
    await expect(canvas.getByText(/Buy the paperback/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const RatingOnly: Story = { args: { review: ratingOnlyReview } };

export const HelpfulPending: Story = { args: { helpfulPending: true } };

export const SignedOut: Story = {
  args: { onHelpful: undefined, onReport: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign in to vote' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
  },
};

export const OwnReview: Story = {
  args: { review: ownReview, onEdit: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const helpful = canvas.getByRole('button', { name: 'Helpful (3)' });
    await expect(helpful).toBeDisabled();
    await expect(helpful).toHaveAccessibleDescription('Readers vote on your review; you can’t.');
    await expect(canvas.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  },
};

export const Held: Story = {
  args: { review: heldReview, onEdit: fn() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Awaiting a check: reviews with links are read by our team first.'),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { review: longReview },
};

/** An author reading the reviews of their books: the helpful count as text, no vote, report or sign-in. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('37 readers found it helpful')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fewRatings, noRatings, ratingSummary } from '../fixtures/review-fixtures';
import { RatingSummary } from './RatingSummary';

const meta = {
  title: 'Bookstore/RatingSummary',
  component: RatingSummary,
  args: {
    summary: ratingSummary,
    starsHref: (stars) => `#reviews?stars=${stars}`,
    activeStars: null,
    title: 'Ratings',
    headingLevel: 2,
  },
  argTypes: {
    summary: { control: 'object' },
    activeStars: { control: 'inline-radio', options: [null, 5, 4, 3, 2, 1] },
    title: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    starsHref: { control: false },
    linkAs: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeVisible();
    await expect(canvas.getByText('1,284 ratings')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '5 stars, 62% of ratings' })).toHaveAttribute(
      'href',
      '#reviews?stars=5',
    );
  },
};

export const Playground: Story = {};

export const Filtered: Story = {
  args: { activeStars: 4 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: '4 stars, 22% of ratings' }),
    ).toHaveAttribute('aria-current', 'true');
  },
};

/** Three ratings: the rows without any are not links. */
export const FewRatings: Story = {
  args: { summary: fewRatings },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByText('2 stars, 0% of ratings')).toBeInTheDocument();
  },
};

export const NoRatings: Story = {
  args: { summary: noRatings },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No ratings yet' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { activeStars: 5 } };

/** Figures over several books (an author's dashboard): no one list to filter, so the rows are not links. */
export const WithoutLinks: Story = {
  args: { summary: ratingSummary, starsHref: undefined, title: 'All your books', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByText('5 stars, 62% of ratings')).toBeInTheDocument();
  },
};

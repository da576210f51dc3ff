import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewEligibility } from './ReviewEligibility';

const meta = {
  title: 'Bookstore/ReviewEligibility',
  component: ReviewEligibility,
  args: { reason: 'not_purchased', signInHref: '/login?redirect=%2Fbooks%2Fhalf-of-a-yellow-sun' },
  argTypes: {
    reason: { control: 'inline-radio', options: ['signed_out', 'not_purchased', 'own_book', 'refunded'] },
    signInHref: { control: 'text' },
    linkAs: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof ReviewEligibility>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Only readers who bought this book can review it.'),
    ).toBeVisible();
  },
};

export const Playground: Story = {};

export const SignedOut: Story = {
  args: { reason: 'signed_out' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fbooks%2Fhalf-of-a-yellow-sun',
    );
  },
};

export const OwnBook: Story = { args: { reason: 'own_book' } };

export const Refunded: Story = { args: { reason: 'refunded' } };

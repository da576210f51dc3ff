import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RatingStars } from './RatingStars';

const meta = {
  title: 'Bookstore/RatingStars',
  component: RatingStars,
  args: { value: 4.5, max: 5, size: 'medium', showValue: false },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    max: { control: 'number' },
    count: { control: 'number' },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    showValue: { control: 'boolean' },
    className: { control: false },
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const WithCount: Story = { args: { value: 4.2, count: 1280, showValue: true } };

export const Unrated: Story = { args: { value: 0 } };

export const Full: Story = { args: { value: 5 } };

export const Small: Story = { args: { size: 'small', value: 3.5, count: 48 } };

export const Large: Story = { args: { size: 'large', value: 4.8, showValue: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Bookstore/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { status: 404, secondary: false, homeHref: '/' },
  argTypes: {
    status: { control: 'number' },
    message: { control: 'text' },
    secondary: { control: 'boolean' },
    homeHref: { control: 'text' },
    linkAs: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This page could not be found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};

export const Playground: Story = {};

export const NotFound: Story = {};

export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('500Error');
  },
};

export const UnknownMiddleware: Story = { args: { status: 500, message: 'Unknown middleware' } };

export const SecondaryError: Story = {
  args: { secondary: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go back to home' })).toBeVisible();
  },
};

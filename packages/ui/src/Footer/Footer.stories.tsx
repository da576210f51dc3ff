import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Bookstore/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { siteName: 'Bookstore', year: 2026 },
  argTypes: {
    columns: { control: 'object' },
    siteName: { control: 'text' },
    tagline: { control: 'text' },
    year: { control: 'number' },
    linkAs: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/private-policy',
    );
  },
};

export const Playground: Story = {};

export const CustomColumns: Story = {
  args: {
    columns: [
      {
        title: 'Help',
        links: [
          { label: 'About', href: '/about' },
          { label: 'Categories', href: '/categories' },
        ],
      },
    ],
    tagline: null,
  },
};

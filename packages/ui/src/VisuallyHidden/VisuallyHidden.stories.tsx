import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  argTypes: { children: { control: 'text' }, focusable: { control: 'boolean' } },
  args: { children: 'Only screen readers read this' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      Visible text. <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('Only screen readers read this');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Playground: Story = {};

export const SkipLink: Story = {
  args: { focusable: true, children: undefined },
  render: (args) => (
    <VisuallyHidden {...args}>
      <a href="#main">Skip to content</a>
    </VisuallyHidden>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    link.focus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

export const SkipLinkDark: Story = { ...SkipLink, globals: { theme: 'dark' } };

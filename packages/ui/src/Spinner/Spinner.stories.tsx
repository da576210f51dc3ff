import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    label: { control: 'text' },
  },
  args: { size: 'medium', label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};
export const Playground: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large', label: 'Loading books' } };
export const OnAccent: Story = {
  render: (args) => (
    <span style={{ color: 'var(--bk-color-accent)' }}>
      <Spinner {...args} />
    </span>
  ),
};
export const Dark: Story = { args: { size: 'large' }, globals: { theme: 'dark' } };

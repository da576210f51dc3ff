import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  argTypes: {
    label: { control: 'text' },
    value: { control: { type: 'range', min: 0, max: 100 } },
    max: { control: 'number' },
    hideLabel: { control: 'boolean' },
    showValue: { control: 'boolean' },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    tone: { control: 'inline-radio', options: ['accent', 'success', 'danger'] },
  },
  args: { label: 'Uploading audiobook file', value: 45, showValue: true },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading audiobook file' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};
export const Playground: Story = {};
export const Indeterminate: Story = { args: { value: undefined, label: 'Loading page' } };
export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Upload complete' } };
export const Failed: Story = { args: { value: 70, tone: 'danger', label: 'Upload failed' } };
export const SmallHiddenLabel: Story = { args: { size: 'small', hideLabel: true } };
export const Dark: Story = { globals: { theme: 'dark' } };

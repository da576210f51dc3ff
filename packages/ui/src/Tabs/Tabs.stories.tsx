import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  argTypes: {
    label: { control: 'text' },
    tabs: { control: 'object' },
    value: { control: 'text' },
    defaultValue: { control: 'text' },
    activation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    fullWidth: { control: 'boolean' },
    onChange: { action: 'change' },
  },
  args: {
    label: 'Orders',
    onChange: fn(),
    tabs: [
      { id: 'books', label: 'Book orders', badge: 12, content: <p>Twelve book orders, newest first.</p> },
      {
        id: 'voiceovers',
        label: 'Voiceover orders',
        badge: 2,
        content: <p>Two voiceover orders in progress.</p>,
      },
      { id: 'payments', label: 'Payments', content: <p>Payments made with your saved cards.</p> },
      { id: 'archived', label: 'Archived', disabled: true, content: <p>Archived orders.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: /Book orders/ });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: /Voiceover orders/ });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Two voiceover orders in progress.');
    await expect(args.onChange).toHaveBeenCalledWith('voiceovers');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
  },
};
export const Playground: Story = {};
export const ManualActivation: Story = {
  args: { activation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Book orders/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Voiceover orders/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: /Voiceover orders/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
export const FullWidth: Story = { args: { fullWidth: true } };
export const Dark: Story = { args: { defaultValue: 'payments' }, globals: { theme: 'dark' } };

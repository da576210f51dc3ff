import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './Stepper';

const meta = {
  title: 'Primitives/Stepper',
  component: Stepper,
  argTypes: {
    label: { control: 'text' },
    steps: { control: 'object' },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    linkAs: { control: false },
  },
  args: {
    label: 'Voiceover onboarding',
    steps: [
      { label: 'Personal', state: 'complete', href: '#personal' },
      { label: 'Studio', state: 'complete', href: '#studio' },
      { label: 'Vocal', state: 'current', href: '#vocal' },
      { label: 'Demo', state: 'upcoming' },
      { label: 'Final', state: 'upcoming' },
    ],
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Voiceover onboarding' });
    await expect(within(nav).getByRole('link', { name: /Vocal/ })).toHaveAttribute('aria-current', 'step');
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
  },
};
export const Playground: Story = {};
export const Vertical: Story = {
  args: {
    label: 'Edit book',
    orientation: 'vertical',
    steps: [
      {
        label: 'Basic info',
        state: 'complete',
        description: 'Title, type and category',
        href: '#basic_info',
      },
      {
        label: 'Advance info',
        state: 'complete',
        description: 'ISBN, language, pages',
        href: '#advance_info',
      },
      {
        label: 'Contributors',
        state: 'current',
        description: 'Authors, narrators, editors',
        href: '#contributors',
      },
      { label: 'Cover', state: 'upcoming', description: 'Front cover image' },
      { label: 'Publish', state: 'upcoming', description: 'Review and publish' },
    ],
  },
};
export const WithoutLinks: Story = {
  args: {
    label: 'Checkout',
    steps: [
      { label: 'Cart', state: 'complete' },
      { label: 'Delivery', state: 'current' },
      { label: 'Payment', state: 'upcoming' },
    ],
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const VerticalDark: Story = { args: Vertical.args, globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { InfoIcon } from '../icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  argTypes: {
    content: { control: 'text' },
    placement: { control: 'inline-radio', options: ['top', 'bottom'] },
    delay: { control: 'number' },
    children: { control: false },
  },
  args: {
    content: 'Revenue becomes withdrawable 7 days after an order is delivered.',
    children: <IconButton label="About withdrawable revenue" icon={<InfoIcon />} variant="secondary" />,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '72px 120px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tooltip = canvas.getByRole('tooltip', { hidden: true });
    await expect(tooltip).not.toBeVisible();
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'About withdrawable revenue' });
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(tooltip).toBeVisible());
    await expect(trigger).toHaveAccessibleDescription(/withdrawable 7 days/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip).not.toBeVisible());
  },
};
export const Playground: Story = {};
export const Bottom: Story = { args: { placement: 'bottom' } };
export const ShownOnHover: Story = {
  args: { delay: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button'));
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
  },
};
export const ShownDark: Story = {
  args: { delay: 0 },
  globals: { theme: 'dark' },
  play: ShownOnHover.play,
};

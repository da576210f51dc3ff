import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeVariant } from './Badge';

const VARIANTS: BadgeVariant[] = [
  'neutral',
  'accent',
  'new',
  'success',
  'warning',
  'danger',
  'info',
  'ebook',
  'audiobook',
  'printbook',
];

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  argTypes: {
    variant: { control: 'select', options: VARIANTS },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    children: { control: 'text' },
  },
  args: { children: 'Bestseller' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};
export const New: Story = {
  args: { variant: 'new', children: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};
export const Ebook: Story = { args: { variant: 'ebook', children: 'ebook' } };
export const Audiobook: Story = { args: { variant: 'audiobook', children: 'audiobook' } };
export const Printbook: Story = { args: { variant: 'printbook', children: 'printbook' } };
export const Small: Story = { args: { size: 'small', variant: 'new', children: undefined } };
const AllVariants = (args: Story['args']) => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
    {VARIANTS.map((variant) => (
      <Badge key={variant} {...args} variant={variant}>
        {variant === 'new' ? undefined : variant}
      </Badge>
    ))}
  </div>
);
export const All: Story = { render: AllVariants };
export const AllDark: Story = { render: AllVariants, globals: { theme: 'dark' } };

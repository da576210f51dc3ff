import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    width: { control: 'text' },
    height: { control: 'text' },
    lines: { control: { type: 'number', min: 1, max: 8 } },
  },
  args: { variant: 'text', lines: 3, width: 320 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};
export const Rect: Story = { args: { variant: 'rect', width: 160, height: 240 } };
export const Circle: Story = { args: { variant: 'circle', width: 56, height: 56 } };
const BookCardLoading = () => (
  <div
    aria-busy="true"
    aria-label="Loading books"
    role="region"
    style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}
  >
    {[1, 2, 3].map((n) => (
      <div key={n} style={{ width: 160 }}>
        <Skeleton variant="rect" height={240} />
        <Skeleton lines={2} />
      </div>
    ))}
  </div>
);
export const BookCards: Story = { render: BookCardLoading };
export const BookCardsDark: Story = { render: BookCardLoading, globals: { theme: 'dark' } };

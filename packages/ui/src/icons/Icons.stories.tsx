import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as icons from './icons';
import classes from './Icons.module.css';

const entries = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [
  string,
  icons.IconComponent,
][];

function IconGallery({ size = 24 }: { size?: number }) {
  return (
    <ul className={classes.Root} aria-label="Icons">
      {entries.map(([name, Icon]) => (
        <li key={name} className={classes.Item}>
          <Icon size={size} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Primitives/Icons',
  component: IconGallery,
  argTypes: { size: { control: { type: 'range', min: 12, max: 48, step: 2 } } },
  args: { size: 24 },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Icons' });
    await expect(within(list).getAllByRole('listitem').length).toBe(entries.length);
  },
};

export const Playground: Story = { args: { size: 32 } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Labelled: Story = {
  render: () => <icons.CartIcon size={32} title="Cart" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Cart' })).toBeVisible();
  },
};

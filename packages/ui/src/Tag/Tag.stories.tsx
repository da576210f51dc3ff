import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag } from './Tag';

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  argTypes: {
    children: { control: 'text' },
    removeLabel: { control: 'text' },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    tone: { control: 'inline-radio', options: ['neutral', 'accent'] },
    onRemove: { action: 'remove' },
  },
  args: { children: 'Historical fiction' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};
export const Accent: Story = { args: { tone: 'accent', children: 'Nigerian English' } };
export const Small: Story = { args: { size: 'small' } };
export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Historical fiction' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};
export const FilterList: Story = {
  render: function Render() {
    const [tags, setTags] = useState(['Warm', 'Baritone', 'Yoruba', 'Middle-aged']);
    return (
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {tags.map((tag) => (
          <Tag key={tag} tone="accent" onRemove={() => setTags(tags.filter((t) => t !== tag))}>
            {tag}
          </Tag>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Yoruba' }));
    await expect(canvas.queryByText('Yoruba')).not.toBeInTheDocument();
  },
};
export const Dark: Story = { args: { onRemove: fn() }, globals: { theme: 'dark' } };

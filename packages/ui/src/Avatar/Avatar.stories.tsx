import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from './Avatar';

// A small inline portrait (SVG data URL) so the story works offline.
const PORTRAIT =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#c9a27e"/><circle cx="40" cy="32" r="14" fill="#6b4a2f"/><rect x="16" y="52" width="48" height="30" rx="15" fill="#6b4a2f"/></svg>',
  );

const NAMES = [
  'Chimamanda Adichie',
  'ada_lovelace',
  'Wole Soyinka',
  'Ngugi wa Thiongo',
  'Ama Ata Aidoo',
  'teju',
  'Ben Okri',
  'Nnedi Okorafor',
];

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  argTypes: {
    src: { control: 'text' },
    name: { control: 'text' },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large', 'xlarge'] },
    alt: { control: 'text' },
  },
  args: { name: 'Chimamanda Adichie', src: null, size: 'large' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Chimamanda Adichie' });
    await expect(avatar).toHaveTextContent('CA');
  },
};
export const Playground: Story = {};
export const WithImage: Story = { args: { src: PORTRAIT } };
const Generated = () => (
  <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
    {NAMES.map((name) => (
      <Avatar key={name} name={name} size="large" />
    ))}
  </div>
);
export const GeneratedInitials: Story = { render: Generated };
export const GeneratedInitialsDark: Story = { render: Generated, globals: { theme: 'dark' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="small" />
      <Avatar {...args} size="medium" />
      <Avatar {...args} size="large" />
      <Avatar {...args} size="xlarge" />
    </div>
  ),
};

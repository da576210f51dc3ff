import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  argTypes: {
    href: { control: 'text' },
    variant: { control: 'inline-radio', options: ['inline', 'standalone', 'muted'] },
    external: { control: 'boolean' },
    children: { control: 'text' },
    linkAs: { control: false },
  },
  args: { href: '#authors/chimamanda', children: 'Chimamanda Ngozi Adichie' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      A novel by <Link {...args} />, first published in 2006.
    </p>
  ),
};
export const Playground: Story = {};
export const Standalone: Story = { args: { variant: 'standalone', children: 'View all audiobooks' } };
export const Muted: Story = { args: { variant: 'muted', children: 'Terms of use' } };
export const External: Story = {
  args: { external: true, href: 'https://example.com/help', children: 'Help centre' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Help centre ?\(opens in a new tab\)/ });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
export const Dark: Story = { args: { variant: 'standalone' }, globals: { theme: 'dark' } };

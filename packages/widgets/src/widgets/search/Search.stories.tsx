import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { STORY_API_BASE, STORY_STORE_URL, storyFetch, widgetRoot } from '../../fixtures/story';
import { BookstoreSearch } from '../../react';

const meta = {
  title: 'Widgets/Search',
  component: BookstoreSearch,
  render: (args, { globals }) => (
    <BookstoreSearch {...args} theme={args.theme ?? (globals.theme as 'light' | 'dark' | undefined)} />
  ),
  args: { apiBase: STORY_API_BASE, storeUrl: STORY_STORE_URL, country: 'ng', fetch: storyFetch },
  argTypes: {
    country: { control: 'inline-radio', options: ['ng', 'gb', 'us'] },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] },
    apiBase: { control: 'text' },
    storeUrl: { control: 'text' },
    fetch: { control: false },
  },
} satisfies Meta<typeof BookstoreSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {};

/** Typing shows grouped results that link to the store. */
export const WithResults: Story = {
  play: async ({ canvasElement }) => {
    const widget = within(widgetRoot(canvasElement));
    await userEvent.click(widget.getByRole('button', { name: 'Search books' }));
    const box = await widget.findByRole('searchbox');
    // user-event types into document.activeElement, which is the widget's host, not the box inside it.
    fireEvent.change(box, { target: { value: 'chimamanda' } });
    const author = await widget.findByRole('link', { name: 'Chimamanda Ngozi Adichie' });
    await expect(author).toHaveAttribute('href', `${STORY_STORE_URL}/authors/chimamanda`);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

import { DEFAULT_COUNTRY } from '@bookstore/api-client/constants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureBooks } from '../../fixtures/catalog';
import { STORY_API_BASE, STORY_STORE_URL, storyFetch, widgetRoot } from '../../fixtures/story';
import { BookstorePlayer } from '../../react';

const meta = {
  title: 'Widgets/Player',
  component: BookstorePlayer,
  render: (args, { globals }) => (
    <BookstorePlayer {...args} theme={args.theme ?? (globals.theme as 'light' | 'dark' | undefined)} />
  ),
  args: {
    uid: fixtureBooks.audiobook.uid,
    apiBase: STORY_API_BASE,
    storeUrl: STORY_STORE_URL,
    country: DEFAULT_COUNTRY,
    fetch: storyFetch,
    // A sidebar-sized slot that still fits a phone.
    style: { width: '100%', maxWidth: 380 },
  },
  argTypes: {
    uid: { control: 'select', options: Object.values(fixtureBooks).map((book) => book.uid) },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] },
    apiBase: { control: 'text' },
    storeUrl: { control: 'text' },
    fetch: { control: false },
    style: { control: 'object' },
  },
} satisfies Meta<typeof BookstorePlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const widget = within(widgetRoot(canvasElement));
    await expect(await widget.findByRole('button', { name: 'Play sample' })).toBeInTheDocument();
    await expect(widget.getByRole('group', { name: 'Sample: The Famished Road' })).toBeInTheDocument();
  },
};

export const Playground: Story = {};

/** Arrow Up and Down change the speed (0.5× to 3× in steps of 0.25). */
export const KeyboardSpeed: Story = {
  play: async ({ canvasElement }) => {
    const widget = within(widgetRoot(canvasElement));
    const play = await widget.findByRole('button', { name: 'Play sample' });
    play.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(widget.getByRole('combobox', { name: 'Speed' })).toHaveValue('1.5');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(widget.getByRole('combobox', { name: 'Speed' })).toHaveValue('0.75');
  },
};

export const NoSample: Story = {
  args: { uid: fixtureBooks.ebook.uid },
  play: async ({ canvasElement }) => {
    await expect(
      await within(widgetRoot(canvasElement)).findByText('Purple Hibiscus has no audio sample.'),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

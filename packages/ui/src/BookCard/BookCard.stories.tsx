import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { books } from '../fixtures/bookstore-fixtures';
import { BookCard } from './BookCard';

const meta = {
  title: 'Bookstore/BookCard',
  component: BookCard,
  args: {
    book: books.thingsFallApart,
    onAddToCart: fn(),
    addingToCart: false,
    addedToCart: false,
    headingLevel: 3,
    coverLoading: 'eager',
  },
  argTypes: {
    book: { control: 'object' },
    href: { control: 'text' },
    linkAs: { control: false },
    onAddToCart: { description: 'Shows the Add to cart button' },
    addingToCart: { control: 'boolean' },
    addedToCart: { control: 'boolean' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    coverLoading: { control: 'inline-radio', options: ['lazy', 'eager'] },
    className: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(books.thingsFallApart);
  },
};

export const Playground: Story = {};

export const Ebook: Story = { args: { book: books.halfOfAYellowSun } };

export const Audiobook: Story = { args: { book: books.stayWithMe } };

export const WithoutCover: Story = { args: { book: books.theFamishedRoad } };

export const LongTitleAndSeveralAuthors: Story = { args: { book: books.deathAndTheKingsHorseman } };

export const LargePrice: Story = { args: { book: books.anOrchestraOfMinorities } };

export const AddingToCart: Story = { args: { addingToCart: true } };

/** Just added: the button says so until the caller clears `addedToCart` (the partner widget's card). */
export const AddedToCart: Story = { args: { addedToCart: true } };

export const WithoutAction: Story = {
  args: { onAddToCart: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Unrated: Story = { args: { book: { ...books.mySisterTheSerialKiller, rating: null } } };

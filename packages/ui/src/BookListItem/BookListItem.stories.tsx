import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { books } from '../fixtures/bookstore-fixtures';
import { BookListItem } from './BookListItem';

const meta = {
  title: 'Bookstore/BookListItem',
  component: BookListItem,
  args: {
    book: books.thingsFallApart,
    onAddToCart: fn(),
    addingToCart: false,
    headingLevel: 3,
    coverLoading: 'eager',
  },
  argTypes: {
    book: { control: 'object' },
    href: { control: 'text' },
    linkAs: { control: false },
    onAddToCart: { description: 'Shows the Add to cart button' },
    addingToCart: { control: 'boolean' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    coverLoading: { control: 'inline-radio', options: ['lazy', 'eager'] },
    className: { control: false },
  },
} satisfies Meta<typeof BookListItem>;

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

export const SeveralAuthors: Story = { args: { book: books.deathAndTheKingsHorseman } };

export const AddingToCart: Story = { args: { addingToCart: true } };

export const WithoutAction: Story = { args: { onAddToCart: undefined } };

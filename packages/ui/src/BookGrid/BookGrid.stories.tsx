import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { bookList, books } from '../fixtures/bookstore-fixtures';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { BookGrid, type BookGridProps, type BookView } from './BookGrid';

/** Keeps the view so the toggle works; a new `view` control resets it through the key. */
function Stateful(args: BookGridProps) {
  const [view, setView] = useState<BookView>(args.view ?? 'grid');
  const { onViewChange } = args;
  return (
    <BookGrid
      {...args}
      view={view}
      onViewChange={
        onViewChange
          ? (next) => {
              onViewChange(next);
              setView(next);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Bookstore/BookGrid',
  component: BookGrid,
  args: {
    books: bookList,
    view: 'grid',
    heading: 'Trending ebooks',
    headingLevel: 2,
    onViewChange: fn(),
    onAddToCart: fn(),
    addingToCartUid: null,
    loading: false,
    emptyMessage: 'No books found',
    eagerCovers: 8,
  },
  argTypes: {
    books: { control: 'object' },
    view: { control: 'inline-radio', options: ['grid', 'list'] },
    onViewChange: { description: 'Shows the grid/list toggle' },
    heading: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    toolbar: { control: false },
    getHref: { control: false },
    linkAs: { control: false },
    onAddToCart: { description: 'Shows Add to cart on each book' },
    addingToCartUid: { control: 'select', options: [null, ...bookList.map((book) => book.uid)] },
    loading: { control: 'boolean' },
    skeletonCount: { control: 'number' },
    emptyMessage: { control: 'text' },
    failure: { control: false },
    eagerCovers: { control: 'number' },
    className: { control: false },
  },
  render: (args) => <Stateful key={args.view} {...args} />,
} satisfies Meta<typeof BookGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('button', { name: 'List view' });
    await userEvent.click(list);
    await expect(args.onViewChange).toHaveBeenCalledWith('list');
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Grid view' }));
    await expect(canvas.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Playground: Story = {};

export const ListView: Story = { args: { view: 'list', heading: 'Printbooks' } };

export const AddingToCart: Story = { args: { addingToCartUid: books.halfOfAYellowSun.uid } };

export const Loading: Story = { args: { loading: true } };

export const LoadingList: Story = { args: { loading: true, view: 'list', skeletonCount: 3 } };

export const Empty: Story = { args: { books: [], emptyMessage: 'No audiobooks in this category yet' } };

/** A read that failed: the shelf says so and offers a retry instead of looking empty. */
export const Failed: Story = {
  args: {
    failure: (
      <EmptyState
        role="alert"
        headingLevel={3}
        size="small"
        title="This could not be loaded"
        description="Oops... Something went wrong"
        action={<Button variant="secondary">Try again</Button>}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This could not be loaded');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const WithoutToggle: Story = { args: { onViewChange: undefined, onAddToCart: undefined } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { books } from '../fixtures/bookstore-fixtures';
import { BookCover } from './BookCover';

const meta = {
  title: 'Bookstore/BookCover',
  component: BookCover,
  args: {
    src: books.thingsFallApart.cover_path,
    title: books.thingsFallApart.title,
    width: 160,
    loading: 'eager',
  },
  argTypes: {
    src: { control: 'text', description: 'cover_path; empty shows the fallback' },
    srcSet: { control: 'text', description: 'cover_srcset: narrower copies, `url 160w, url 320w`' },
    sizes: { control: 'text', description: 'how wide the cover is drawn (`<img sizes>`), with srcSet' },
    title: { control: 'text' },
    alt: { control: 'text' },
    width: { control: 'number' },
    loading: { control: 'inline-radio', options: ['lazy', 'eager'] },
    className: { control: false },
  },
} satisfies Meta<typeof BookCover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Cover of Things Fall Apart' })).toBeVisible();
  },
};

export const Playground: Story = {};

export const WithoutCover: Story = {
  args: { src: null, title: books.theFamishedRoad.title },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Cover of The Famished Road' })).toHaveTextContent(
      'The Famished Road',
    );
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken', title: 'Freshwater' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Freshwater')).toBeVisible();
  },
};

export const Small: Story = { args: { width: 64 } };

// The same picture under two names (an XML comment told apart), standing for the API's WebP copies.
const copy = (width: number) => `${books.thingsFallApart.cover_path ?? ''}%3C!--${width}w--%3E ${width}w`;

/**
 * With its narrower copies (`cover_srcset`) the browser downloads the one that fills `sizes`, not the
 * original. It paints what Default paints, so it is checked by its play function, not shot again.
 */
export const ResponsiveSources: Story = {
  tags: ['no-visual'],
  args: { srcSet: `${copy(160)}, ${copy(320)}`, sizes: '160px' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Cover of Things Fall Apart' });
    await expect(image).toHaveAttribute('sizes', '160px');
    await waitFor(() => expect((image as HTMLImageElement).currentSrc).toMatch(/%3C!--(160|320)w--%3E$/));
  },
};

export const Shelf: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {Object.values(books).map((book) => (
        <BookCover {...args} key={book.uid} src={book.cover_path} title={book.title} width={120} />
      ))}
    </div>
  ),
};

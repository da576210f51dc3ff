import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import { BookCover } from '../BookCover';
import { Price } from '../Price';
import classes from './BookCard.module.css';
import { BookTypeBadge, splitBookViewProps, useBookView, type BookViewProps } from './bookView';

export { authorLine, BookRating, typeVariant, type BookCardBook, type BookViewProps } from './bookView';

export interface BookCardProps extends BookViewProps, Omit<HTMLAttributes<HTMLElement>, 'children'> {}

/** A book in the grid view: cover, type badge, title, authors, rating, price and an optional add-to-cart action. */
export function BookCard({ className, ...props }: BookCardProps) {
  const [{ book, coverLoading = 'lazy', ...viewProps }, rest] = splitBookViewProps(props);
  // The title link stretches over the card (its ::after) so the whole card opens the book.
  const view = useBookView({ book, ...viewProps }, classes);
  return (
    <article {...rest} className={clsx(classes.BookCard, className)} aria-labelledby={view.titleId}>
      <div className={classes.Media}>
        <BookCover src={book.cover_path} title={book.title} alt="" loading={coverLoading} />
        <BookTypeBadge className={classes.Type} type={book.type} />
      </div>
      <div className={classes.Body}>
        {view.title}
        {view.details}
        <div className={classes.Footer}>
          <Price amount={book.price.amount} currencySymbol={book.price.currency_symbol} tone="strong" />
          {view.addToCart}
        </div>
      </div>
    </article>
  );
}

import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import { Price } from '../Price';
import classes from './BookCard.module.css';
import {
  BookTypeBadge,
  BookViewCover,
  splitBookViewProps,
  useBookView,
  type BookViewProps,
} from './bookView';

export { authorLine, BookRating, typeVariant, type BookCardBook, type BookViewProps } from './bookView';

export interface BookCardProps extends BookViewProps, Omit<HTMLAttributes<HTMLElement>, 'children'> {}

/**
 * A card's cover in the store's grid (BookGrid's columns of at least 168 px, 140 px up to 420 px wide,
 * less the card's padding): half a phone's width less the gutters, else 150 to 240 px.
 */
const COVER_SIZES = '(max-width:420px) calc(50vw - 48px),240px';

/** A book in the grid view: cover, type badge, title, authors, rating, price and an optional add-to-cart action. */
export function BookCard({ className, ...props }: BookCardProps) {
  const [{ book, coverLoading = 'lazy', coverSizes = COVER_SIZES, ...viewProps }, rest] =
    splitBookViewProps(props);
  // The title link stretches over the card (its ::after) so the whole card opens the book.
  const view = useBookView({ book, ...viewProps }, classes);
  return (
    <article {...rest} className={clsx(classes.BookCard, className)} aria-labelledby={view.titleId}>
      <div className={classes.Media}>
        <BookViewCover book={book} sizes={coverSizes} loading={coverLoading} />
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

import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import {
  BookTypeBadge,
  BookViewCover,
  splitBookViewProps,
  useBookView,
  type BookViewProps,
} from '../BookCard/bookView';
import { Price } from '../Price';
import classes from './BookListItem.module.css';

export interface BookListItemProps extends BookViewProps, Omit<HTMLAttributes<HTMLElement>, 'children'> {}

/** A book in the list view: a row with a small cover, title, authors, type, rating, price and add-to-cart. */
export function BookListItem({ className, ...props }: BookListItemProps) {
  // The cover column: 88 px, 72 px up to 520 px wide (BookListItem.module.css).
  const [{ book, coverLoading = 'lazy', coverSizes = '(max-width:520px) 72px,88px', ...viewProps }, rest] =
    splitBookViewProps(props);
  const view = useBookView({ book, ...viewProps }, classes);
  return (
    <article {...rest} className={clsx(classes.BookListItem, className)} aria-labelledby={view.titleId}>
      <BookViewCover className={classes.Cover} book={book} sizes={coverSizes} loading={coverLoading} />
      <div className={classes.Details}>
        <BookTypeBadge className={classes.Type} type={book.type} />
        {view.title}
        {view.details}
      </div>
      <div className={classes.Purchase}>
        <Price
          amount={book.price.amount}
          currencySymbol={book.price.currency_symbol}
          tone="strong"
          size="large"
        />
        {view.addToCart}
      </div>
    </article>
  );
}

import clsx from 'clsx';
import { useId, type HTMLAttributes } from 'react';
import { Badge } from '../Badge';
import { authorLine, BookRating, typeVariant, type BookViewProps } from '../BookCard';
import { BookCover } from '../BookCover';
import { Button } from '../Button';
import { Anchor, bookTypeLabel } from '../format';
import { CartIcon } from '../icons';
import { Price } from '../Price';
import classes from './BookListItem.module.css';

export interface BookListItemProps extends BookViewProps, Omit<HTMLAttributes<HTMLElement>, 'children'> {}

/** A book in the list view: a row with a small cover, title, authors, type, rating, price and add-to-cart. */
export function BookListItem({
  book,
  href,
  linkComponent: LinkComponent = Anchor,
  onAddToCart,
  addingToCart = false,
  headingLevel = 3,
  coverLoading = 'lazy',
  className,
  ...rest
}: BookListItemProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const byline = authorLine(book.authors);

  return (
    <article {...rest} className={clsx(classes.BookListItem, className)} aria-labelledby={titleId}>
      <BookCover
        className={classes.Cover}
        src={book.cover_path}
        title={book.title}
        alt=""
        loading={coverLoading}
      />
      <div className={classes.Details}>
        <Badge variant={typeVariant(book.type)} size="small" className={classes.Type}>
          {bookTypeLabel(book.type)}
        </Badge>
        <Heading className={classes.Title} id={titleId}>
          <LinkComponent className={classes.Link} href={href ?? `/books/${book.uid}`}>
            {book.title}
          </LinkComponent>
        </Heading>
        {byline ? <p className={classes.Authors}>{byline}</p> : null}
        <BookRating rating={book.rating} />
      </div>
      <div className={classes.Purchase}>
        <Price
          amount={book.price.amount}
          currencySymbol={book.price.currency_symbol}
          tone="strong"
          size="large"
        />
        {onAddToCart ? (
          <Button
            className={classes.Action}
            variant="secondary"
            size="small"
            leadingIcon={<CartIcon size={16} />}
            loading={addingToCart}
            aria-describedby={titleId}
            onClick={() => onAddToCart(book)}
          >
            Add to cart
          </Button>
        ) : null}
      </div>
    </article>
  );
}

import clsx from 'clsx';
import { useId, type HTMLAttributes } from 'react';
import { Badge } from '../Badge';
import { BookCover } from '../BookCover';
import { Button } from '../Button';
import {
  Anchor,
  bookTypeLabel,
  formatPersonName,
  type LinkComponent,
  type PersonName,
  type PriceData,
} from '../format';
import { CartIcon } from '../icons';
import { Price } from '../Price';
import { RatingStars } from '../RatingStars';
import classes from './BookCard.module.css';

/** The book fields the cards show; a contract book object can be passed as it is. */
export interface BookCardBook {
  uid: string;
  title: string;
  /** audiobook, ebook or printbook */
  type: string;
  cover_path?: string | null;
  price: PriceData;
  authors?: readonly PersonName[] | null;
  /** Rating out of 5, as the contract's {average, count} or a plain number; omitted or null hides the stars. */
  rating?: number | { average: number; count: number } | null;
}

/** Props shared by BookCard (grid view) and BookListItem (list view). */
export interface BookViewProps {
  book: BookCardBook;
  /** Where the title links to; defaults to the book detail route /books/{uid}. */
  href?: string;
  /** Link component for client-side navigation (a router link adapter taking `href`). */
  linkComponent?: LinkComponent;
  /** Shows an "Add to cart" button that calls this with the book. */
  onAddToCart?: (book: BookCardBook) => void;
  /** Shows the add-to-cart button as busy while the cart call runs. */
  addingToCart?: boolean;
  /** Heading level of the title, so cards fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** `eager` for covers above the fold. */
  coverLoading?: 'lazy' | 'eager';
}

export interface BookCardProps extends BookViewProps, Omit<HTMLAttributes<HTMLElement>, 'children'> {}

/** Author names joined for display: "Chinua Achebe, Wole Soyinka". */
export function authorLine(authors: readonly PersonName[] | null | undefined): string {
  return (authors ?? []).map(formatPersonName).filter(Boolean).join(', ');
}

/** A book in the grid view: cover, type badge, title, authors, rating, price and an optional add-to-cart action. */
export function BookCard({
  book,
  href,
  linkComponent: LinkComponent = Anchor,
  onAddToCart,
  addingToCart = false,
  headingLevel = 3,
  coverLoading = 'lazy',
  className,
  ...rest
}: BookCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const byline = authorLine(book.authors);

  return (
    <article {...rest} className={clsx(classes.BookCard, className)} aria-labelledby={titleId}>
      <div className={classes.Media}>
        <BookCover src={book.cover_path} title={book.title} alt="" loading={coverLoading} />
        <Badge className={classes.Type} variant={typeVariant(book.type)} size="small">
          {bookTypeLabel(book.type)}
        </Badge>
      </div>
      <div className={classes.Body}>
        <Heading className={classes.Title} id={titleId}>
          {/* The title link stretches over the card so the whole card opens the book. */}
          <LinkComponent className={classes.Link} href={href ?? `/books/${book.uid}`}>
            {book.title}
          </LinkComponent>
        </Heading>
        {byline ? <p className={classes.Authors}>{byline}</p> : null}
        <BookRating rating={book.rating} />
        <div className={classes.Footer}>
          <Price amount={book.price.amount} currencySymbol={book.price.currency_symbol} tone="strong" />
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
      </div>
    </article>
  );
}

/** Stars for a book's rating in either shape, or nothing when the book has none. */
export function BookRating({ rating }: { rating: BookCardBook['rating'] }) {
  if (rating === null || rating === undefined) return null;
  if (typeof rating === 'number') return <RatingStars value={rating} size="small" />;
  return <RatingStars value={rating.average} count={rating.count} size="small" />;
}

/** The Badge variant for a book type; unknown types get the neutral badge. */
export function typeVariant(type: string): 'ebook' | 'audiobook' | 'printbook' | 'neutral' {
  return type === 'ebook' || type === 'audiobook' || type === 'printbook' ? type : 'neutral';
}

import { useId, type ReactNode } from 'react';
import { Badge } from '../Badge';
import { BookCover } from '../BookCover';
import { Button } from '../Button';
import {
  Anchor,
  bookTypeLabel,
  formatDisplayName,
  type DisplayNamedPerson,
  type LinkComponent,
  type PriceData,
} from '../format';
import { CartIcon } from '../icons';
import { RatingStars } from '../RatingStars';

/*
 * What BookCard (grid view) and BookListItem (list view) share: the props, the title heading with its
 * link, the type badge, the rating and the add-to-cart button. Each view only lays them out.
 */

/** The book fields the cards show; a contract book object can be passed as it is. */
export interface BookCardBook {
  uid: string;
  title: string;
  /** audiobook, ebook or printbook */
  type: string;
  cover_path?: string | null;
  /** The cover's narrower copies (`cover_srcset`), drawn at the view's `coverSizes`. */
  cover_srcset?: string | null;
  price: PriceData;
  authors?: readonly DisplayNamedPerson[] | null;
  /** Rating out of 5, as the contract's {average, count} or a plain number; omitted or null hides the stars. */
  rating?: number | { average: number; count: number } | null;
}

/** Props shared by BookCard (grid view) and BookListItem (list view). */
export interface BookViewProps {
  book: BookCardBook;
  /** Where the title links to; defaults to the book detail route /books/{uid}. */
  href?: string;
  /** Link component for client-side navigation (a router link adapter taking `href`). */
  linkAs?: LinkComponent;
  /** Shows an "Add to cart" button that calls this with the book. */
  onAddToCart?: (book: BookCardBook) => void;
  /** Shows the add-to-cart button as busy while the cart call runs. */
  addingToCart?: boolean;
  /** The book was just added: the button says so ("Added ✓") until this is false again. */
  addedToCart?: boolean;
  /** Heading level of the title, so cards fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** `eager` for covers above the fold. */
  coverLoading?: 'lazy' | 'eager';
  /**
   * How wide the cover is drawn (`<img sizes>`), so the browser picks the copy of `cover_srcset` that
   * fills it; each view has a default for the store's grid and list.
   */
  coverSizes?: string;
}

/** Splits a book view's props into the view's own and the rest, which go on its `<article>`. */
export function splitBookViewProps<P extends BookViewProps>(
  props: P,
): [BookViewProps, Omit<P, keyof BookViewProps>] {
  const {
    book,
    href,
    linkAs,
    onAddToCart,
    addingToCart,
    addedToCart,
    headingLevel,
    coverLoading,
    coverSizes,
    ...rest
  } = props;
  return [
    { book, href, linkAs, onAddToCart, addingToCart, addedToCart, headingLevel, coverLoading, coverSizes },
    rest,
  ];
}

/** The names readers see (a pen name where the author gave one), joined: "Chinua Achebe, Wole Soyinka". */
export function authorLine(authors: readonly DisplayNamedPerson[] | null | undefined): string {
  return (authors ?? []).map(formatDisplayName).filter(Boolean).join(', ');
}

/** The Badge variant for a book type; unknown types get the neutral badge. */
export function typeVariant(type: string): 'ebook' | 'audiobook' | 'printbook' | 'neutral' {
  return type === 'ebook' || type === 'audiobook' || type === 'printbook' ? type : 'neutral';
}

/** Stars for a book's rating in either shape, or nothing when the book has none. */
export function BookRating({ rating }: { rating: BookCardBook['rating'] }) {
  if (rating === null || rating === undefined) return null;
  if (typeof rating === 'number') return <RatingStars value={rating} size="small" />;
  return <RatingStars value={rating.average} count={rating.count} size="small" />;
}

/** The small badge naming a book's type ("Ebook", "Audiobook", "Print book"). */
export function BookTypeBadge({ type, className }: { type: string; className?: string | undefined }) {
  return (
    <Badge className={className} variant={typeVariant(type)} size="small">
      {bookTypeLabel(type)}
    </Badge>
  );
}

interface BookViewClasses {
  Title?: string | undefined;
  Link?: string | undefined;
  Authors?: string | undefined;
  Action?: string | undefined;
}

/**
 * The parts of a book view, bound to one book and the view's class names: the title heading (its id
 * names the article and describes the add-to-cart button), the byline, the rating and the button.
 */
export function useBookView(
  {
    book,
    href,
    linkAs: LinkAs = Anchor,
    onAddToCart,
    addingToCart = false,
    addedToCart = false,
    headingLevel = 3,
  }: BookViewProps,
  classes: BookViewClasses,
): { titleId: string; title: ReactNode; details: ReactNode; addToCart: ReactNode } {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const byline = authorLine(book.authors);
  return {
    titleId,
    title: (
      <Heading className={classes.Title} id={titleId}>
        <LinkAs className={classes.Link} href={href ?? `/books/${book.uid}`}>
          {book.title}
        </LinkAs>
      </Heading>
    ),
    details: (
      <>
        {byline ? <p className={classes.Authors}>{byline}</p> : null}
        <BookRating rating={book.rating} />
      </>
    ),
    addToCart: onAddToCart ? (
      <Button
        className={classes.Action}
        variant="secondary"
        size="small"
        leadingIcon={<CartIcon size={16} />}
        loading={addingToCart}
        aria-describedby={titleId}
        data-added={addedToCart || undefined}
        onClick={() => onAddToCart(book)}
      >
        {addedToCart ? 'Added ✓' : 'Add to cart'}
      </Button>
    ) : null,
  };
}

/** The book's cover as a view draws it: decorative (the title heading names the book), at the view's sizes. */
export function BookViewCover({
  book,
  sizes,
  loading,
  className,
}: {
  book: BookCardBook;
  sizes: string;
  loading: 'lazy' | 'eager';
  className?: string;
}) {
  return (
    <BookCover
      className={className}
      src={book.cover_path}
      srcSet={book.cover_srcset}
      sizes={sizes}
      title={book.title}
      alt=""
      loading={loading}
    />
  );
}

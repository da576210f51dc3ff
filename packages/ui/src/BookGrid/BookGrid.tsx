import clsx from 'clsx';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { BookCard, type BookCardBook } from '../BookCard';
import { BookListItem } from '../BookListItem';
import type { LinkComponent } from '../format';
import { EmptyState } from '../EmptyState';
import { BookIcon, GridIcon, ListIcon } from '../icons';
import { IconButton } from '../IconButton';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import classes from './BookGrid.module.css';

/** The spec's book list view; grid is the default. */
export type BookView = 'grid' | 'list';

/** The view toggle's two buttons. */
const VIEW_BUTTONS = [
  { value: 'grid', label: 'Grid view', Icon: GridIcon },
  { value: 'list', label: 'List view', Icon: ListIcon },
] as const satisfies readonly { value: BookView; label: string; Icon: typeof GridIcon }[];

export interface BookGridProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  books: readonly BookCardBook[];
  /** Grid of cards or list of rows. */
  view?: BookView;
  /** Shows the grid/list toggle; called with the view the user picks. */
  onViewChange?: (view: BookView) => void;
  /** A heading over the books, e.g. "New releases". */
  heading?: ReactNode;
  /** Level of the heading; the books' titles use the next level. */
  headingLevel?: 2 | 3;
  /** Further controls in the toolbar, e.g. a sort select. */
  toolbar?: ReactNode;
  /** Where each book links to; defaults to /books/{uid}. */
  getHref?: (book: BookCardBook) => string;
  linkAs?: LinkComponent;
  /** Shows "Add to cart" on each book. */
  onAddToCart?: (book: BookCardBook) => void;
  /** The uid of the book being added to the cart, shown as busy. */
  addingToCartUid?: string | null;
  /** Shows skeleton books instead of the books while they load. */
  loading?: boolean;
  /** How many skeleton books the loading state shows. */
  skeletonCount?: number;
  /** Shown when there are no books. */
  emptyMessage?: ReactNode;
  /**
   * Shown instead of the books when they could not be loaded (what happened and a way to try again),
   * so a failed read is never mistaken for an empty shelf. The loading state still comes first.
   */
  failure?: ReactNode;
  /** How many covers load eagerly (the first row above the fold). */
  eagerCovers?: number;
  /** How wide each cover is drawn (`<img sizes>`), when the grid is laid out otherwise (a shelf). */
  coverSizes?: string;
  /**
   * Cards off screen are neither laid out nor painted until they come near (`content-visibility:
   * auto`): for a page's long grids and shelves. Off in a story or a partner's page, where a screenshot
   * of the whole page would catch cards not yet drawn.
   */
  skipOffscreen?: boolean;
}

/** Books as a grid of cards or a list of rows, with the grid/list view toggle. */
export function BookGrid({
  books,
  view = 'grid',
  onViewChange,
  heading,
  headingLevel = 2,
  toolbar,
  getHref,
  linkAs,
  onAddToCart,
  addingToCartUid = null,
  loading = false,
  skeletonCount = 6,
  emptyMessage = 'No books found',
  failure,
  eagerCovers = 0,
  coverSizes,
  skipOffscreen = false,
  className,
  ...rest
}: BookGridProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const Item = view === 'list' ? BookListItem : BookCard;
  const labelled = heading !== undefined && heading !== null;

  return (
    <section
      {...rest}
      className={clsx(classes.BookGrid, className)}
      data-view={view}
      data-skip-offscreen={skipOffscreen || undefined}
      aria-labelledby={labelled ? headingId : undefined}
      aria-busy={loading || undefined}
    >
      {labelled || onViewChange || toolbar ? (
        <div className={classes.Toolbar}>
          {labelled ? (
            <Heading className={classes.Heading} id={headingId}>
              {heading}
            </Heading>
          ) : null}
          <div className={classes.Controls}>
            {toolbar}
            {onViewChange ? (
              <div className={classes.Toggle} role="group" aria-label="Book view">
                {VIEW_BUTTONS.map(({ value, label, Icon }) => (
                  <IconButton
                    key={value}
                    label={label}
                    icon={<Icon size={18} />}
                    size="small"
                    variant={view === value ? 'secondary' : 'ghost'}
                    aria-pressed={view === value}
                    onClick={() => onViewChange(value)}
                  />
                ))}
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
      {loading ? (
        <>
          <VisuallyHidden role="status">Loading books</VisuallyHidden>
          <ul className={classes.Items} aria-hidden="true">
            {Array.from({ length: skeletonCount }, (_, index) => (
              <li key={index} className={classes.Item}>
                <div className={classes.SkeletonBook}>
                  <Skeleton variant="rect" className={classes.SkeletonCover} />
                  <div className={classes.SkeletonText}>
                    <Skeleton lines={2} />
                    <Skeleton width="40%" />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : failure ? (
        <div className={classes.Empty}>{failure}</div>
      ) : books.length === 0 ? (
        <EmptyState
          className={classes.Empty}
          icon={<BookIcon size={32} />}
          title={emptyMessage}
          headingLevel={labelled ? ((headingLevel + 1) as 3 | 4) : 3}
          size="small"
        />
      ) : (
        <ul className={classes.Items}>
          {books.map((book, index) => (
            <li key={book.uid} className={classes.Item}>
              <Item
                book={book}
                href={getHref?.(book)}
                linkAs={linkAs}
                onAddToCart={onAddToCart}
                addingToCart={addingToCartUid === book.uid}
                headingLevel={labelled ? ((headingLevel + 1) as 3 | 4) : 3}
                coverLoading={index < eagerCovers ? 'eager' : 'lazy'}
                coverSizes={coverSizes}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

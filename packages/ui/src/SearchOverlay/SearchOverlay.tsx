import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Portal } from '../Dialog/Portal';
import { getActiveElement, useModal } from '../Dialog/useModal';
import { Anchor, formatPersonName, type LinkComponent } from '../format';
import { CloseIcon, SearchIcon } from '../icons';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { SEARCH_PLACEHOLDER } from './placeholder';
import classes from './SearchOverlay.module.css';

export { SEARCH_PLACEHOLDER };

export interface SearchBookResult {
  uid: string;
  title: string;
  type: string;
}
export interface SearchCategoryResult {
  uid: string;
  category_name: string;
}
export interface SearchAuthorResult {
  username: string;
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
}

/** The search call's answer: books, categories and author profiles. */
export interface SearchResults {
  books: readonly SearchBookResult[];
  categories: readonly SearchCategoryResult[];
  authors: readonly SearchAuthorResult[];
}

/** The result a user picked. */
export type SearchSelection =
  | { kind: 'book'; book: SearchBookResult; href: string }
  | { kind: 'category'; category: SearchCategoryResult; href: string }
  | { kind: 'author'; author: SearchAuthorResult; href: string };

export interface SearchOverlayProps {
  open: boolean;
  /** Called with false on Escape, the close button, a backdrop click or after a result is picked. */
  onOpenChange: (open: boolean) => void;
  /** Called with the trimmed text after typing pauses, and with "" when the search is cleared or closed. */
  onQueryChange: (query: string) => void;
  /** Results for the current query; null before the first answer. */
  results?: SearchResults | null;
  /** The search call is running. */
  loading?: boolean;
  /** Called when a result is picked (clicked or activated), before the overlay closes. */
  onSelect?: (selection: SearchSelection) => void;
  /** Pause after the last keystroke before `onQueryChange`, in ms. */
  debounceMs?: number;
  /** Result links; default /books/{uid}, /books?category={uid} and /authors/{username}. */
  getBookHref?: (book: SearchBookResult) => string;
  getCategoryHref?: (category: SearchCategoryResult) => string;
  getAuthorHref?: (author: SearchAuthorResult) => string;
  linkAs?: LinkComponent;
  /** Portal target, e.g. an element in a widget's shadow root. */
  container?: Element | DocumentFragment | null;
  className?: string;
}

/**
 * The header's search: a modal panel with the search box and grouped results (books as
 * "title - (type)", categories, authors by name). Picking a result, Escape or closing clears the
 * text and the results.
 */
export function SearchOverlay(props: SearchOverlayProps) {
  // The panel mounts only while open, so closing always drops the typed text.
  return props.open ? <SearchPanel {...props} /> : null;
}

function SearchPanel({
  onOpenChange,
  onQueryChange,
  results = null,
  loading = false,
  onSelect,
  debounceMs = 250,
  getBookHref = (book) => `/books/${encodeURIComponent(book.uid)}`,
  getCategoryHref = (category) => `/books?category=${encodeURIComponent(category.uid)}`,
  getAuthorHref = (author) => `/authors/${encodeURIComponent(author.username)}`,
  linkAs: LinkComponent = Anchor,
  container,
  className,
}: SearchOverlayProps) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const sent = useRef('');
  const onQueryChangeRef = useRef(onQueryChange);
  const inputId = useId();
  const statusId = useId();

  useEffect(() => {
    onQueryChangeRef.current = onQueryChange;
  });

  const close = () => {
    if (sent.current !== '') onQueryChangeRef.current('');
    sent.current = '';
    onOpenChange(false);
  };
  const { panelRef } = useModal({ open: true, onClose: close, initialFocusRef: inputRef });

  const query = text.trim();
  useEffect(() => {
    if (query === sent.current) return;
    // Clearing the box clears the results at once; typing waits for a pause.
    const timer = window.setTimeout(
      () => {
        sent.current = query;
        onQueryChangeRef.current(query);
      },
      query === '' ? 0 : debounceMs,
    );
    return () => window.clearTimeout(timer);
  }, [query, debounceMs]);

  const shown = query === '' ? null : results;
  const count = shown ? shown.books.length + shown.categories.length + shown.authors.length : 0;
  const status =
    query === ''
      ? ''
      : loading
        ? 'Searching…'
        : shown === null
          ? ''
          : count === 0
            ? `No results for "${query}"`
            : `${count} ${count === 1 ? 'result' : 'results'}`;

  const pick = (selection: SearchSelection) => {
    onSelect?.(selection);
    close();
  };

  // Arrow keys move between the search box and the result links; Tab works as usual.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(resultsRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? []);
    const stops: HTMLElement[] = [...(inputRef.current ? [inputRef.current] : []), ...links];
    if (stops.length < 2) return;
    const index = stops.findIndex((el) => el === getActiveElement());
    if (index === -1) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    stops[(next + stops.length) % stops.length]?.focus();
  };

  const group = (title: string, items: ReactNode[]) =>
    items.length > 0 ? (
      <Group title={title} key={title}>
        {items}
      </Group>
    ) : null;

  return (
    <Portal container={container}>
      <div className={clsx(classes.SearchOverlay, className)}>
        <div className={classes.Backdrop} role="presentation" aria-hidden="true" onClick={close} />
        {/* Arrow-key handling on the dialog covers both the search box and the result links. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={panelRef}
          className={classes.Panel}
          role="dialog"
          aria-modal="true"
          aria-label="Search"
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <form className={classes.Bar} role="search" onSubmit={(event) => event.preventDefault()}>
            <label className={classes.Label} htmlFor={inputId}>
              <SearchIcon size={20} className={classes.BarIcon} />
              <VisuallyHidden>Search books, authors and categories</VisuallyHidden>
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className={classes.Input}
              type="search"
              placeholder={SEARCH_PLACEHOLDER}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              aria-describedby={statusId}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            {loading && query !== '' ? <Spinner size="small" label={null} /> : null}
            <IconButton label="Close search" icon={<CloseIcon size={18} />} size="small" onClick={close} />
          </form>
          <p className={classes.Status} id={statusId} role="status" data-empty={status === '' || undefined}>
            {status}
          </p>
          {shown && count > 0 ? (
            <div className={classes.Results} ref={resultsRef}>
              {group(
                'Books',
                shown.books.map((book) => {
                  const href = getBookHref(book);
                  return (
                    <li key={`book-${book.uid}`}>
                      <LinkComponent
                        className={classes.Result}
                        href={href}
                        onClick={() => pick({ kind: 'book', book, href })}
                      >
                        {book.title} - ({book.type})
                      </LinkComponent>
                    </li>
                  );
                }),
              )}
              {group(
                'Categories',
                shown.categories.map((category) => {
                  const href = getCategoryHref(category);
                  return (
                    <li key={`category-${category.uid}`}>
                      <LinkComponent
                        className={classes.Result}
                        href={href}
                        onClick={() => pick({ kind: 'category', category, href })}
                      >
                        {category.category_name}
                      </LinkComponent>
                    </li>
                  );
                }),
              )}
              {group(
                'Authors',
                shown.authors.map((author) => {
                  const href = getAuthorHref(author);
                  return (
                    <li key={`author-${author.username}`}>
                      <LinkComponent
                        className={classes.Result}
                        href={href}
                        onClick={() => pick({ kind: 'author', author, href })}
                      >
                        {formatPersonName(author) || author.username}
                      </LinkComponent>
                    </li>
                  );
                }),
              )}
            </div>
          ) : null}
        </div>
      </div>
    </Portal>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={classes.Group} aria-labelledby={headingId}>
      <h2 className={classes.GroupTitle} id={headingId}>
        {title}
      </h2>
      <ul className={classes.List}>{children}</ul>
    </section>
  );
}

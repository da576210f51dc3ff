import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Portal } from '../Dialog/Portal';
import { getActiveElement, useModal } from '../Dialog/useModal';
import { Anchor, formatDisplayName } from '../format';
import { CloseIcon, SearchIcon } from '../icons';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { fold, Group, Marked, NoResultsHelp } from './parts';
import { SEARCH_PLACEHOLDER } from './placeholder';
import classes from './SearchOverlay.module.css';
import { hasResults, resultsSummary } from './status';
import type { SearchOverlayProps, SearchSelection } from './types';

export type {
  SearchAuthorResult,
  SearchBookResult,
  SearchCategoryResult,
  SearchOverlayProps,
  SearchResults,
  SearchSelection,
} from './types';
export { SEARCH_PLACEHOLDER };

/**
 * The time of the event being handled, on the `performance.now()` clock (called from event handlers
 * only; `event.timeStamp` would do in browsers, but test DOMs put it on another clock).
 */
const eventTime = () => performance.now();

/**
 * The header's search: a modal panel with the search box and grouped results (books as
 * "title - (type)", categories, authors by name), the words typed marked in them (`<mark>`, accents
 * and case aside). A close match is offered as "Did you mean …?"; when nothing matches, the panel
 * says what to try. Picking a result, Escape or closing clears the text and the results.
 */
export function SearchOverlay(props: SearchOverlayProps) {
  // The panel mounts only while open, so closing always drops the typed text.
  return props.open ? <SearchPanel {...props} /> : null;
}

function SearchPanel({
  onOpenChange,
  onQueryChange,
  results = null,
  resultsQuery,
  loading = false,
  onSelect,
  debounceMs = 250,
  getBookHref = (book) => `/books/${encodeURIComponent(book.uid)}`,
  getCategoryHref = (category) => `/books?category=${encodeURIComponent(category.uid)}`,
  getAuthorHref = (author) => `/authors/${encodeURIComponent(author.username)}`,
  getAllResultsHref,
  emptyAction,
  recentSearches = [],
  onClearRecentSearches,
  linkAs: LinkComponent = Anchor,
  container,
  className,
}: SearchOverlayProps) {
  const [text, setText] = useState('');
  // Said in the status line after the recent searches are cleared, until the next keystroke.
  const [notice, setNotice] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const allRef = useRef<HTMLAnchorElement>(null);
  const suggestionRef = useRef<HTMLButtonElement>(null);
  const emptyActionRef = useRef<HTMLAnchorElement>(null);
  // The text last handed to `onQueryChange`, and the time of the keystroke that gave the current text.
  const [sent, setSent] = useState('');
  const typedAt = useRef(0);
  const onQueryChangeRef = useRef(onQueryChange);
  const inputId = useId();
  const statusId = useId();

  useEffect(() => {
    onQueryChangeRef.current = onQueryChange;
  });

  const close = () => {
    if (sent !== '') onQueryChangeRef.current('', typedAt.current);
    setSent('');
    onOpenChange(false);
  };
  const { panelRef } = useModal({ open: true, onClose: close, initialFocusRef: inputRef });

  const query = text.trim();
  useEffect(() => {
    if (query === sent) return;
    // Clearing the box clears the results at once; typing waits for a pause.
    const timer = window.setTimeout(
      () => {
        setSent(query);
        onQueryChangeRef.current(query, typedAt.current);
      },
      query === '' ? 0 : debounceMs,
    );
    return () => window.clearTimeout(timer);
  }, [query, sent, debounceMs]);

  /** `at`: when the keystroke (or click) that gave the text happened. */
  const changeText = (next: string, at: number) => {
    typedAt.current = at;
    setNotice('');
    setText(next);
  };

  const shown = query === '' ? null : results;
  const found = shown !== null && hasResults(shown);
  // Between a keystroke and its answer the box is searching: the loading state starts with the key.
  const searching = query !== '' && (loading || query !== sent);
  const status =
    query === ''
      ? notice
      : searching
        ? 'Searching…'
        : shown === null
          ? ''
          : !found
            ? `No results for "${query}"`
            : resultsSummary(shown);
  // "See all results" stays offered until an answer for this very text says there is nothing.
  const noneForQuery = !searching && shown !== null && !found;
  const allHref = getAllResultsHref && query !== '' && !noneForQuery ? getAllResultsHref(query) : null;
  const recent = query === '' ? recentSearches : [];
  // "Did you mean …?" for an answer to this text, unless it only repeats the text.
  const suggestion =
    !searching && shown?.suggestion && fold(shown.suggestion) !== fold(query) ? shown.suggestion : null;

  const pick = (selection: SearchSelection) => {
    onSelect?.(selection);
    close();
  };

  /** The search box, "Did you mean", every result, recent search and "See all results", in order. */
  const stops = () => [
    ...(inputRef.current ? [inputRef.current] : []),
    ...(suggestionRef.current ? [suggestionRef.current] : []),
    ...Array.from(resultsRef.current?.querySelectorAll<HTMLElement>('[data-search-stop]') ?? []),
    ...(allRef.current ? [allRef.current] : []),
    ...(emptyActionRef.current ? [emptyActionRef.current] : []),
  ];

  // Arrow keys move focus between the search box and the results (roving focus: each result is a real
  // link, so Enter opens it and screen readers read it as one); Tab works as usual. Typing while on a
  // result goes on in the box.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = stops();
    const index = list.findIndex((el) => el === getActiveElement());
    if (index === -1) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (list.length < 2) return;
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
      list[(next + list.length) % list.length]?.focus();
    } else if (index > 0 && (event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      list[event.key === 'Home' ? 1 : list.length - 1]?.focus();
    } else if (
      index > 0 &&
      (event.key === 'Backspace' ||
        (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey))
    ) {
      // Focus moves before the key's default action, so the character lands in the box.
      inputRef.current?.focus();
    }
  };

  const group = (title: string, items: ReactNode[]) =>
    items.length > 0 ? (
      <Group title={title} key={title}>
        {items}
      </Group>
    ) : null;

  const result = (key: string, href: string, label: ReactNode, selection: SearchSelection) => (
    <li key={key}>
      <LinkComponent
        className={classes.Result}
        href={href}
        data-search-stop=""
        onClick={() => pick(selection)}
      >
        {label}
      </LinkComponent>
    </li>
  );

  const searchAgain = (entry: string, at: number) => {
    changeText(entry, at);
    inputRef.current?.focus();
  };

  const clearRecent = () => {
    onClearRecentSearches?.();
    setNotice('Recent searches cleared');
    inputRef.current?.focus();
  };

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
          <form
            className={classes.Bar}
            role="search"
            onSubmit={(event) => {
              // Enter in the box: the full results for the text, when the app has such a page.
              event.preventDefault();
              allRef.current?.click();
            }}
          >
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
              onChange={(event) => changeText(event.target.value, eventTime())}
            />
            {searching ? <Spinner size="small" label={null} /> : null}
            <IconButton label="Close search" icon={<CloseIcon size={18} />} size="small" onClick={close} />
          </form>
          <p className={classes.Status} id={statusId} role="status" data-empty={status === '' || undefined}>
            {status}
          </p>
          {suggestion ? (
            <p className={classes.Suggestion}>
              Did you mean{' '}
              <button
                ref={suggestionRef}
                type="button"
                className={classes.SuggestionButton}
                onClick={() => searchAgain(suggestion, eventTime())}
              >
                {suggestion}
              </button>
              ?
            </p>
          ) : null}
          {noneForQuery ? (
            <NoResultsHelp
              action={emptyAction}
              actionRef={emptyActionRef}
              onAction={close}
              linkAs={LinkComponent}
            />
          ) : null}
          {shown && found ? (
            <div className={classes.Results} ref={resultsRef} data-query={resultsQuery}>
              {group(
                'Books',
                shown.books.map((book) => {
                  const href = getBookHref(book);
                  const label = (
                    <>
                      <Marked text={book.title} query={query} /> - ({book.type})
                    </>
                  );
                  return result(`book-${book.uid}`, href, label, {
                    kind: 'book',
                    book,
                    href,
                    query,
                  });
                }),
              )}
              {group(
                'Categories',
                shown.categories.map((category) => {
                  const href = getCategoryHref(category);
                  const label = <Marked text={category.category_name} query={query} />;
                  return result(`category-${category.uid}`, href, label, {
                    kind: 'category',
                    category,
                    href,
                    query,
                  });
                }),
              )}
              {group(
                'Authors',
                shown.authors.map((author) => {
                  const href = getAuthorHref(author);
                  const label = <Marked text={formatDisplayName(author) || author.username} query={query} />;
                  return result(`author-${author.username}`, href, label, {
                    kind: 'author',
                    author,
                    href,
                    query,
                  });
                }),
              )}
            </div>
          ) : null}
          {recent.length > 0 ? (
            <div className={classes.Results} ref={resultsRef}>
              <Group
                title="Recent searches"
                action={
                  onClearRecentSearches ? (
                    <button
                      type="button"
                      className={classes.Clear}
                      aria-label="Clear recent searches"
                      onClick={clearRecent}
                    >
                      Clear
                    </button>
                  ) : null
                }
              >
                {recent.map((entry) => (
                  <li key={entry}>
                    <button
                      type="button"
                      className={clsx(classes.Result, classes.Recent)}
                      data-search-stop=""
                      onClick={() => searchAgain(entry, eventTime())}
                    >
                      <SearchIcon size={16} className={classes.RecentIcon} />
                      {entry}
                    </button>
                  </li>
                ))}
              </Group>
            </div>
          ) : null}
          {allHref ? (
            <div className={classes.Footer}>
              <LinkComponent
                ref={allRef}
                className={classes.All}
                href={allHref}
                onClick={() => pick({ kind: 'all', href: allHref, query })}
              >
                See all results for “{query}”
              </LinkComponent>
            </div>
          ) : null}
        </div>
      </div>
    </Portal>
  );
}

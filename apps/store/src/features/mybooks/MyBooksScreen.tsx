import { bookTypes } from '@bookstore/api-client/constants';
import { sellerBookStatuses, type SellerBook } from '@bookstore/api-client/contract';
import { Badge, BookCover, Button, Select, TextField } from '@bookstore/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { Money, PagedList, Screen, useListQuery } from '../shared';
import { DeleteBookDialog } from './DeleteBookDialog';
import { ChangeBadge } from './ChangeNote';
import { firstOpenStep, stepHref } from './editSteps';
import { STATUS_BADGES, STATUS_LABELS, TYPE_LABELS } from './labels';
import classes from './mybooks.module.css';

const FILTERS = ['status', 'type', 'keyword'] as const;

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The list's query from the URL; a status or type the API does not know is left out, not sent. */
function useBookListQuery() {
  const { query, setFilter } = useListQuery(FILTERS);
  const status = oneOf(sellerBookStatuses, query.status);
  const type = oneOf(bookTypes, query.type);
  return {
    query: {
      page: query.page,
      ...(status ? { status } : {}),
      ...(type ? { type } : {}),
      ...(query.keyword ? { keyword: query.keyword } : {}),
    },
    setFilter,
  };
}

/** /dashboard/mybooks: the author's books, filtered by status, type and keyword (kept in the URL). */
export function MyBooksScreen() {
  const { query, setFilter } = useBookListQuery();
  const [, setParams] = useSearchParams();
  const books = hooks.selling.useListBooks({ query });
  const [toDelete, setToDelete] = useState<SellerBook | null>(null);
  const results = useRef<HTMLDivElement>(null);
  const filtered = Boolean(query.status || query.type || query.keyword);
  const total = books.data?.data.total;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = new FormData(event.currentTarget).get('keyword');
    setFilter('keyword', typeof keyword === 'string' ? keyword : undefined);
  };
  const clearFilters = () => {
    setParams(new URLSearchParams());
    results.current?.focus();
  };

  return (
    <Screen
      title="My books"
      description="The books you publish: drafts, books in review and books on sale."
      actions={
        <Button href="/dashboard/mybooks/new" linkAs={AppLink}>
          New book
        </Button>
      }
    >
      <form role="search" aria-label="Filter your books" className={classes.Filters} onSubmit={search}>
        <TextField
          // A new URL keyword (back button, clear filters) resets what the box shows.
          key={query.keyword ?? ''}
          type="search"
          name="keyword"
          label="Title or keyword"
          defaultValue={query.keyword ?? ''}
          maxLength={100}
          className={classes.Keyword}
        />
        <Select
          label="Status"
          value={query.status ?? ''}
          onChange={(event) => setFilter('status', event.target.value)}
          options={[
            { value: '', label: 'All statuses' },
            ...sellerBookStatuses.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
          ]}
        />
        <Select
          label="Type"
          value={query.type ?? ''}
          onChange={(event) => setFilter('type', event.target.value)}
          options={[
            { value: '', label: 'All types' },
            ...bookTypes.map((type) => ({ value: type, label: TYPE_LABELS[type] })),
          ]}
        />
        <div className={classes.FilterActions}>
          <Button type="submit" variant="secondary">
            Search
          </Button>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clearFilters}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </form>

      <div ref={results} tabIndex={-1} className={classes.Results} aria-label="Your books">
        <p className={classes.Count} aria-live="polite">
          {total ? `${total} ${total === 1 ? 'book' : 'books'}${filtered ? ' found' : ''}` : ''}
        </p>
        <PagedList
          response={books}
          empty={
            filtered
              ? {
                  title: 'No book matches these filters',
                  description:
                    'Try another keyword, status or type, or clear the filters to see all your books.',
                  action: (
                    <Button variant="secondary" onClick={clearFilters}>
                      Clear filters
                    </Button>
                  ),
                }
              : {
                  title: 'No books yet',
                  description:
                    'Create your first book: give it a title and a type, then fill in its details step by step.',
                  action: (
                    <Button href="/dashboard/mybooks/new" linkAs={AppLink}>
                      Create your first book
                    </Button>
                  ),
                }
          }
        >
          {(items) => (
            <ul className={classes.List}>
              {items.map((book) => (
                <BookItem key={book.uid} book={book} onDelete={() => setToDelete(book)} />
              ))}
            </ul>
          )}
        </PagedList>
      </div>

      <DeleteBookDialog
        book={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => {
          setToDelete(null);
          // The book's row is gone: focus goes to the list rather than to the page's start.
          requestAnimationFrame(() => results.current?.focus());
        }}
      />
    </Screen>
  );
}

/** One book of the list: cover, title, type, status, price, sales, and its actions. */
function BookItem({ book, onDelete }: { book: SellerBook; onDelete: () => void }) {
  return (
    <li className={classes.Item}>
      <BookCover src={book.cover_path} title={book.title} alt="" width={64} className={classes.Cover} />
      <div className={classes.ItemBody}>
        <h2 className={classes.ItemTitle}>
          <AppLink href={`/dashboard/mybooks/${book.uid}`}>{book.title}</AppLink>
        </h2>
        <p className={classes.Badges}>
          <Badge variant={book.type} size="small">
            {TYPE_LABELS[book.type]}
          </Badge>
          <Badge variant={STATUS_BADGES[book.status]} size="small">
            {STATUS_LABELS[book.status]}
          </Badge>
          <ChangeBadge book={book} />
        </p>
        <dl className={classes.ItemFacts}>
          <div>
            <dt>Price</dt>
            <dd>{book.price ? <Money value={book.price} size="small" /> : 'Not set'}</dd>
          </div>
          <div>
            <dt>Sales</dt>
            <dd>{book.sales_count}</dd>
          </div>
        </dl>
      </div>
      <div className={classes.ItemActions}>
        <Button
          size="small"
          variant="secondary"
          href={stepHref(book.uid, firstOpenStep(book))}
          linkAs={AppLink}
          aria-label={`Edit ${book.title}`}
        >
          Edit
        </Button>
        <Button size="small" variant="ghost" onClick={onDelete} aria-label={`Delete ${book.title}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}

import { ReasonBody, sellerBookStatuses, type AdminBook } from '@bookstore/api-client/contract';
import { apiKeys } from '@bookstore/api-client/react';
import { Badge, Button, type DataTableColumn } from '@bookstore/ui';
import { api, hooks } from './api';
import { AppLink } from '../../links/AppLink';
import { STATUS_BADGES, STATUS_LABELS, TYPE_LABELS } from '../mybooks/labels';
import { formatDate } from '../shared';
import classes from './admin.module.css';
import type { FilterField } from './AdminFilters';
import { AdminList, useRowDialog } from './AdminList';
import { AdminScreen } from './AdminScreen';
import { ReasonDialog } from './ReasonDialog';
import { BOOK_FILTERS } from './filters';
import { OWN_ITEM, useIsMe } from './own';
import { useContractQuery } from './useContractQuery';

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'q', label: 'Search', placeholder: 'A title, uid or author' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    options: [
      { value: '', label: 'All statuses' },
      ...sellerBookStatuses.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
    ],
  },
];
const NAMES = FIELDS.map((field) => field.name);
const CHANGED = [apiKeys.admin.books(), apiKeys.admin.overview(), apiKeys.admin.audit()];

function columns(
  onTakeDown: (book: AdminBook) => void,
  isMe: ReturnType<typeof useIsMe>,
): DataTableColumn<AdminBook>[] {
  return [
    {
      key: 'title',
      header: 'Book',
      rowHeader: true,
      cell: (book) =>
        book.status === 'published' ? (
          <AppLink href={`/books/${book.slug}`}>{book.title}</AppLink>
        ) : (
          book.title
        ),
    },
    { key: 'type', header: 'Type', cell: (book) => TYPE_LABELS[book.type] },
    { key: 'author', header: 'Author', cell: (book) => book.author.username },
    {
      key: 'status',
      header: 'Status',
      cell: (book) => (
        <>
          <Badge variant={STATUS_BADGES[book.status]} size="small">
            {STATUS_LABELS[book.status]}
          </Badge>
          {book.rejection_reason ? <span className={classes.Muted}> {book.rejection_reason}</span> : null}
          {book.hidden_by_suspension ? (
            <span className={classes.Muted}> Hidden while its author is suspended; back with a restore.</span>
          ) : null}
        </>
      ),
    },
    { key: 'published_at', header: 'Published', cell: (book) => formatDate(book.published_at) || '—' },
    { key: 'sales_count', header: 'Sales', align: 'end' },
    {
      key: 'actions',
      header: 'Actions',
      cell: (book) =>
        book.status !== 'published' && !book.hidden_by_suspension ? (
          '—'
        ) : isMe(book.author) ? (
          <span className={classes.Muted}>{OWN_ITEM}</span>
        ) : (
          <Button
            size="small"
            variant="danger"
            onClick={() => onTakeDown(book)}
            aria-label={`Take down ${book.title}`}
          >
            Take down
          </Button>
        ),
    },
  ];
}

/** /admin/books: find a book by title, uid or author, and take a published one down with a reason. */
export function BooksScreen() {
  const { query, filtered } = useContractQuery(BOOK_FILTERS, NAMES);
  const books = hooks.admin.useBooks({ query });
  const dialog = useRowDialog<AdminBook>();
  const isMe = useIsMe();
  return (
    <AdminScreen
      title="Books"
      description="Find a book and take it down."
      lead="Taking a book down unpublishes it at once and mails its author; buyers keep their copies."
    >
      <AdminList
        filters={{ label: 'Find books', fields: FIELDS }}
        results={dialog.results}
        response={books}
        noun={['book', 'books']}
        label="Books"
        filtered={filtered}
        empty={{ title: 'No books yet', description: 'Books show here once authors create them.' }}
        emptyFiltered={{
          title: 'No book matches',
          description: 'Try another title, uid or author name, another status, or clear the filters.',
        }}
        columns={columns(dialog.open, isMe)}
        getRowKey={(book) => book.uid}
      />
      <ReasonDialog
        open={dialog.target !== null}
        title={dialog.target ? `Take down “${dialog.target.title}”?` : 'Take down the book?'}
        description="The book leaves the store now and its author is mailed your reason. People who bought it keep it."
        confirmLabel="Take the book down"
        reasonLabel="Why is it taken down?"
        hint="The author reads this (an infringement notice, a policy it breaks)."
        schema={ReasonBody}
        submit={(body) => api.admin.takeDownBook({ params: { uid: dialog.target?.uid ?? '' }, body })}
        onClose={dialog.close}
        onDone={dialog.done}
        revalidate={CHANGED}
      />
    </AdminScreen>
  );
}

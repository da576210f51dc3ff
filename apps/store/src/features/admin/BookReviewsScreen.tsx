import type { ReviewItem } from '@bookstore/api-client/contract';
import { Badge, type DataTableColumn } from '@bookstore/ui';
import { useRef } from 'react';
import { hooks } from './api';
import { AppLink } from '../../links/AppLink';
import { TYPE_LABELS } from '../mybooks/labels';
import { formatDateTime } from '../shared';
import type { FilterField } from './AdminFilters';
import { AdminList } from './AdminList';
import { AdminScreen } from './AdminScreen';
import { BOOK_REVIEW_FILTERS } from './filters';
import { useContractQuery } from './useContractQuery';

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'q', label: 'Search', placeholder: 'A title or the author' },
  {
    kind: 'select',
    name: 'kind',
    label: 'Queue',
    options: [
      { value: '', label: 'Before publication' },
      { value: 'post_publication', label: 'Published by trusted authors' },
    ],
  },
];
const NAMES = FIELDS.map((field) => field.name);

const COLUMNS: DataTableColumn<ReviewItem>[] = [
  {
    key: 'title',
    header: 'Book',
    rowHeader: true,
    cell: (item) => <AppLink href={`/admin/reviews/books/${item.uid}`}>{item.title}</AppLink>,
  },
  {
    key: 'type',
    header: 'Type',
    cell: (item) => (
      <Badge variant={item.type} size="small">
        {TYPE_LABELS[item.type]}
      </Badge>
    ),
  },
  { key: 'author', header: 'Author', cell: (item) => item.author.username },
  {
    key: 'submitted_at',
    header: 'Submitted',
    cell: (item) => <time dateTime={item.submitted_at}>{formatDateTime(item.submitted_at)}</time>,
  },
  {
    key: 'author_approved_books',
    header: 'Author’s approved books',
    align: 'end',
    cell: (item) => item.author_approved_books,
  },
];

/** /admin/reviews/books: books waiting for an operator, the longest waiting first. */
export function BookReviewsScreen() {
  const { query } = useContractQuery(BOOK_REVIEW_FILTERS, NAMES);
  const items = hooks.admin.useBookReviews({ query });
  const results = useRef<HTMLElement>(null);
  const after = query.kind === 'post_publication';
  return (
    <AdminScreen
      title="Book reviews"
      description="Books waiting for review before they go on sale."
      lead={
        after
          ? 'Books trusted authors published without waiting: check them after the fact.'
          : 'New books wait here until an operator approves them; the author sees “In review” meanwhile. Changes to books already on sale wait under Book changes.'
      }
    >
      <AdminList
        filters={{ label: 'Filter the review queue', fields: FIELDS }}
        results={results}
        response={items}
        noun={['book', 'books']}
        label="Books to review"
        filtered={Boolean(query.q)}
        empty={
          after
            ? {
                title: 'No published book to check',
                description:
                  'Books that trusted authors publish show here until an operator has looked at them.',
              }
            : {
                title: 'The review queue is empty',
                description: 'Books show here when their authors press Publish. Nothing is waiting.',
              }
        }
        emptyFiltered={{
          title: 'No book in this queue matches',
          description: 'Try another title or author, or clear the search.',
        }}
        columns={COLUMNS}
        getRowKey={(item) => item.uid}
      />
    </AdminScreen>
  );
}

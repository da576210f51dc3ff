import type { BookChangeItem } from '@bookstore/api-client/contract';
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
import { PART_LABELS } from './labels';
import { useContractQuery } from './useContractQuery';

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'q', label: 'Search', placeholder: 'A title or the author' },
  {
    kind: 'select',
    name: 'kind',
    label: 'Queue',
    options: [
      { value: '', label: 'Waiting before they go on sale' },
      { value: 'post_publication', label: 'Live from trusted authors' },
    ],
  },
];
const NAMES = FIELDS.map((field) => field.name);

const COLUMNS: DataTableColumn<BookChangeItem>[] = [
  {
    key: 'book',
    header: 'Book on sale',
    rowHeader: true,
    cell: (item) => <AppLink href={`/admin/reviews/changes/${item.uid}`}>{item.book.title}</AppLink>,
  },
  {
    key: 'type',
    header: 'Type',
    cell: (item) => (
      <Badge variant={item.book.type} size="small">
        {TYPE_LABELS[item.book.type]}
      </Badge>
    ),
  },
  {
    key: 'changed',
    header: 'What changes',
    cell: (item) => item.changed.map((part) => PART_LABELS[part]).join(', ') || '—',
  },
  { key: 'author', header: 'Author', cell: (item) => item.author.username },
  {
    key: 'submitted_at',
    header: 'Submitted',
    cell: (item) => <time dateTime={item.submitted_at}>{formatDateTime(item.submitted_at)}</time>,
  },
];

/** /admin/reviews/changes: changes to books already on sale, the longest waiting first (issue 41). */
export function BookChangesScreen() {
  const { query } = useContractQuery(BOOK_REVIEW_FILTERS, NAMES);
  const items = hooks.admin.useBookChanges({ query });
  const results = useRef<HTMLElement>(null);
  const after = query.kind === 'post_publication';
  return (
    <AdminScreen
      title="Book changes"
      description="Changes to books already on sale, waiting for review."
      lead={
        after
          ? 'Trusted authors’ changes are on sale already: check them after the fact.'
          : 'The approved version stays on sale until you approve the change. New books wait under Book reviews.'
      }
    >
      <AdminList
        filters={{ label: 'Filter the changes', fields: FIELDS }}
        results={results}
        response={items}
        noun={['change', 'changes']}
        label="Changes to review"
        filtered={Boolean(query.q)}
        empty={
          after
            ? {
                title: 'No live change to check',
                description: 'Changes trusted authors make show here until an operator has looked at them.',
              }
            : {
                title: 'No change is waiting',
                description: 'When an author edits a book on sale, the change shows here.',
              }
        }
        emptyFiltered={{
          title: 'No change in this queue matches',
          description: 'Try another title or author, or clear the search.',
        }}
        columns={COLUMNS}
        getRowKey={(item) => item.uid}
      />
    </AdminScreen>
  );
}

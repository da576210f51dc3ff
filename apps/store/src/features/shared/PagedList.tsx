import { DataTable, EmptyState, type DataTableColumn } from '@bookstore/ui';
import type { ReactNode } from 'react';
import { Loadable } from './Loadable';
import { Pager } from './Pager';

/** A page of a paged read (`data` of the contract's paginated answers). */
export interface PageOf<T> {
  items: readonly T[];
  page: number;
  last_page: number;
}

/** The SWR answer of a paged read. */
export interface PagedResponse<T> {
  data: { data: PageOf<T> } | undefined;
  error: unknown;
  isLoading: boolean;
}

/** What a list says when it has nothing to show. */
export interface EmptyText {
  title: string;
  description?: string;
  action?: ReactNode;
}

export interface PagedListProps<T> {
  response: PagedResponse<T>;
  empty: EmptyText;
  skeleton?: ReactNode;
  /** The items of the page (never empty: an empty page shows `empty`). */
  children: (items: readonly T[]) => ReactNode;
}

/** One page of a paged read: loading, error, the empty state, or the items and the page links. */
export function PagedList<T>({ response, empty, skeleton, children }: PagedListProps<T>) {
  return (
    <Loadable response={response} skeleton={skeleton}>
      {({ data }) =>
        data.items.length === 0 ? (
          <EmptyState title={empty.title} description={empty.description} action={empty.action} />
        ) : (
          <>
            {children(data.items)}
            <Pager page={data.page} lastPage={data.last_page} />
          </>
        )
      }
    </Loadable>
  );
}

export interface PagedTableProps<Row> extends Omit<PagedListProps<Row>, 'children'> {
  /** The table's accessible name (kept for screen readers only unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: DataTableColumn<Row>[];
  getRowKey: (row: Row) => string | number;
}

/**
 * One page of a paged read as the kit's DataTable (rows read as cards on a phone), with the page
 * links. Sorting stays with the server's order: a page is not sorted on its own.
 */
export function PagedTable<Row>({
  caption,
  showCaption = false,
  columns,
  getRowKey,
  ...list
}: PagedTableProps<Row>) {
  return (
    <PagedList {...list}>
      {(rows) => (
        <DataTable
          caption={caption}
          hideCaption={!showCaption}
          columns={columns}
          rows={[...rows]}
          getRowKey={getRowKey}
        />
      )}
    </PagedList>
  );
}

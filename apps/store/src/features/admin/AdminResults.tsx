import { formatCount, type DataTableColumn } from '@bookstore/ui';
import type { Ref } from 'react';
import { PagedTable, type EmptyText, type PagedResponse } from '../shared';
import classes from './admin.module.css';

export interface AdminResultsProps<Row> {
  response: PagedResponse<Row> & { data: { data: { total: number } } | undefined };
  /** The count line's words: ["order", "orders"]. */
  noun: readonly [one: string, many: string];
  /** The results' accessible name, also the table's caption. */
  label: string;
  filtered: boolean;
  /** What an empty list means without filters, and with them. */
  empty: EmptyText;
  emptyFiltered: EmptyText;
  columns: DataTableColumn<Row>[];
  getRowKey: (row: Row) => string | number;
  /** Focus lands here after the filters are cleared. */
  ref?: Ref<HTMLElement>;
}

/** A back office list's results: the count, the kit's table one page at a time, and what "none" means. */
export function AdminResults<Row>({
  response,
  noun,
  label,
  filtered,
  empty,
  emptyFiltered,
  columns,
  getRowKey,
  ref,
}: AdminResultsProps<Row>) {
  const total = response.data?.data.total;
  const words = total === 1 ? noun[0] : noun[1];
  return (
    <section ref={ref} tabIndex={-1} className={classes.Results} aria-label={label}>
      <p className={classes.Count} aria-live="polite">
        {total ? `${formatCount(total)} ${words}${filtered ? ' found' : ''}` : ''}
      </p>
      <PagedTable
        response={response}
        empty={filtered ? emptyFiltered : empty}
        caption={label}
        columns={columns}
        getRowKey={getRowKey}
      />
    </section>
  );
}

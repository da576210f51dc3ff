import type { SellerOrder } from '@bookstore/api-client/contract';
import { Button, TextField, type DataTableColumn } from '@bookstore/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { formatDate, humanize, Money, PagedTable, Screen, useListQuery } from '../shared';
import classes from './dashboard.module.css';

const COLUMNS: DataTableColumn<SellerOrder>[] = [
  { key: 'created_at', header: 'Date', cell: (sale) => formatDate(sale.created_at) },
  { key: 'book', header: 'Book', cell: (sale) => sale.book.title, rowHeader: true },
  { key: 'buyer_username', header: 'Buyer' },
  { key: 'status', header: 'Status', cell: (sale) => humanize(sale.status) },
  { key: 'amount', header: 'Amount', align: 'end', cell: (sale) => <Money value={sale.amount} /> },
  { key: 'earnings', header: 'Earnings', align: 'end', cell: (sale) => <Money value={sale.earnings} /> },
];

/** "between 1 Nov 2026 and 30 Nov 2026", "since 1 Nov 2026", "up to 30 Nov 2026". */
function rangeText(from: string | undefined, to: string | undefined): string {
  const day = (value: string) => formatDate(`${value}T00:00:00Z`);
  if (from && to) return `between ${day(from)} and ${day(to)}`;
  if (from) return `since ${day(from)}`;
  return `up to ${day(to ?? '')}`;
}

/**
 * The date range of the sales: two days in the URL (`?from=&to=`), applied together; a start after the
 * end is refused on the end's field before anything is asked of the server.
 */
function SalesFilter({ from, to }: { from: string | undefined; to: string | undefined }) {
  const [, setParams] = useSearchParams();
  const [start, setStart] = useState(from ?? '');
  const [end, setEnd] = useState(to ?? '');
  const [error, setError] = useState<string | undefined>();

  const apply = (nextFrom: string, nextTo: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of [
        ['from', nextFrom],
        ['to', nextTo],
      ] as const) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (start && end && start > end) {
      setError('The end date must be on or after the start date.');
      return;
    }
    setError(undefined);
    apply(start, end);
  };

  const clear = () => {
    setStart('');
    setEnd('');
    setError(undefined);
    apply('', '');
  };

  return (
    <form className={classes.Filter} onSubmit={onSubmit} aria-label="Filter sales by date" noValidate>
      <TextField
        label="From"
        type="date"
        value={start}
        max={end || undefined}
        onChange={(e) => setStart(e.target.value)}
      />
      <TextField
        label="To"
        type="date"
        value={end}
        min={start || undefined}
        onChange={(e) => setEnd(e.target.value)}
        error={error}
      />
      <div className={classes.FilterActions}>
        <Button type="submit">Show sales</Button>
        {from || to ? (
          <Button variant="secondary" onClick={clear}>
            Clear dates
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** /dashboard/sales: the author's sales, newest first, optionally between two days. */
export function SalesScreen() {
  const { query } = useListQuery(['from', 'to']);
  const orders = hooks.selling.useListOrders({ query });
  const filtered = Boolean(query.from || query.to);
  return (
    <Screen title="Sales" description="The sales of your books.">
      <SalesFilter key={`${query.from ?? ''}|${query.to ?? ''}`} from={query.from} to={query.to} />
      <PagedTable
        response={orders}
        empty={
          filtered
            ? {
                title: 'No sales in this period',
                description: `You had no sales ${rangeText(query.from, query.to)}. Choose other dates or clear them.`,
                action: (
                  <Button href="/dashboard/sales" linkAs={AppLink} variant="secondary">
                    Show all sales
                  </Button>
                ),
              }
            : { title: 'No sales yet', description: 'Sales of your books appear here.' }
        }
        caption={
          filtered
            ? `Sales of your books ${rangeText(query.from, query.to)}`
            : 'Sales of your books, newest first'
        }
        columns={COLUMNS}
        getRowKey={(sale) => sale.id}
      />
    </Screen>
  );
}

import type { SellerOrder } from '@bookstore/api-client/contract';
import type { DataTableColumn } from '@bookstore/ui';
import { hooks } from '../../api';
import { formatDate, Money, PagedTable, Screen, useListQuery } from '../shared';

const COLUMNS: DataTableColumn<SellerOrder>[] = [
  { key: 'created_at', header: 'Date', cell: (sale) => formatDate(sale.created_at) },
  { key: 'book', header: 'Book', cell: (sale) => sale.book.title, rowHeader: true },
  { key: 'quantity', header: 'Quantity', align: 'end' },
  { key: 'earnings', header: 'Earnings', align: 'end', cell: (sale) => <Money value={sale.earnings} /> },
];

/** /dashboard/sales */
export function SalesScreen() {
  const { query } = useListQuery();
  const orders = hooks.selling.useListOrders({ query });
  return (
    <Screen title="Sales" description="The sales of your books.">
      <PagedTable
        response={orders}
        empty={{ title: 'No sales yet', description: 'Sales of your books appear here.' }}
        caption="Sales of your books, newest first"
        columns={COLUMNS}
        getRowKey={(sale) => sale.id}
      />
    </Screen>
  );
}

import type { PartnerOrder } from '@bookstore/api-client/contract';
import { Badge, bookTypeLabel, type DataTableColumn } from '@bookstore/ui';
import { hooks } from '../../api';
import { formatDate, Money, PagedTable, useListQuery } from '../shared';
import { PartnerScreen } from './PartnerScreen';

const STATUS: Record<
  PartnerOrder['status'],
  { label: string; variant: 'neutral' | 'warning' | 'success' | 'danger' }
> = {
  pending_payment: { label: 'Awaiting payment', variant: 'neutral' },
  held: { label: 'On hold', variant: 'warning' },
  available: { label: 'Available', variant: 'success' },
  reversed: { label: 'Reversed (refund)', variant: 'danger' },
  none: { label: 'Earns nothing', variant: 'neutral' },
};

/** The books of an order in one line: "Title (Ebook) ×2, …". */
export function orderBooks(order: PartnerOrder): string {
  return order.books
    .map(
      (book) => `${book.title} (${bookTypeLabel(book.type)})${book.quantity > 1 ? ` ×${book.quantity}` : ''}`,
    )
    .join(', ');
}

const COLUMNS: DataTableColumn<PartnerOrder>[] = [
  { key: 'reference', header: 'Order', rowHeader: true },
  { key: 'created_at', header: 'Date', cell: (order) => formatDate(order.created_at) },
  { key: 'books', header: 'Books', cell: orderBooks },
  { key: 'amount', header: 'Amount', align: 'end', cell: (order) => <Money value={order.amount} /> },
  {
    key: 'commission',
    header: 'Commission',
    align: 'end',
    cell: (order) => <Money value={order.commission} />,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (order) => (
      <Badge size="small" variant={STATUS[order.status].variant}>
        {STATUS[order.status].label}
      </Badge>
    ),
  },
];

/** /dashboard/partner/orders: the orders attributed to the partner, newest first, without buyer data. */
export function PartnerOrdersScreen() {
  const { query } = useListQuery();
  const orders = hooks.partners.useOrders({ query });
  return (
    <PartnerScreen
      title="Attributed orders"
      description="The orders your widgets and links sent."
      lead="Orders made within 30 days of a visitor’s click on your widget or link. No buyer’s details are shown."
    >
      <PagedTable
        response={orders}
        empty={{
          title: 'No order yet',
          description: 'Orders your visitors place show here, with your commission on each.',
        }}
        caption="Your attributed orders"
        columns={COLUMNS}
        getRowKey={(order) => order.reference}
      />
    </PartnerScreen>
  );
}

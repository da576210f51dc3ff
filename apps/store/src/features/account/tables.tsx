import type { Order, Payment } from '@bookstore/api-client/contract';
import { DataTable, EmptyState, Skeleton, type DataTableColumn } from '@bookstore/ui';
import { AppLink } from '../../links/AppLink';
import { formatDate, Money, PagedTable, type EmptyText, type PagedResponse } from '../shared';
import { OrderStatusBadge, PaymentStatusBadge } from './StatusBadges';

// The account's tables are the kit's DataTable: on a phone each row reads as a card, its reference
// (the row header) the card's title.

const ORDER_COLUMNS: DataTableColumn<Order>[] = [
  {
    key: 'reference',
    header: 'Order',
    rowHeader: true,
    cell: (order) => <AppLink href={`/myaccount/orders/books/${order.id}`}>{order.reference}</AppLink>,
  },
  { key: 'created_at', header: 'Date', cell: (order) => formatDate(order.created_at) },
  { key: 'items_count', header: 'Items', align: 'end' },
  { key: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
  { key: 'total', header: 'Total', align: 'end', cell: (order) => <Money value={order.total} /> },
];

const PAYMENT_COLUMNS: DataTableColumn<Payment>[] = [
  {
    key: 'reference',
    header: 'Payment',
    rowHeader: true,
    cell: (payment) => <AppLink href={`/myaccount/payments/${payment.id}`}>{payment.reference}</AppLink>,
  },
  { key: 'created_at', header: 'Date', cell: (payment) => formatDate(payment.created_at) },
  {
    key: 'for',
    header: 'For',
    cell: (payment) => payment.order_reference ?? (payment.vo_order_uid ? 'Voiceover order' : ''),
  },
  { key: 'status', header: 'Status', cell: (payment) => <PaymentStatusBadge status={payment.status} /> },
  { key: 'amount', header: 'Amount', align: 'end', cell: (payment) => <Money value={payment.amount} /> },
];

/** Rows of a table while it loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return <Skeleton variant="rect" height={`${rows * 2.5}rem`} width="100%" />;
}

const NO_BOOK_ORDERS: EmptyText = {
  title: 'No book orders yet',
  description: 'Books you buy appear here, with their delivery and payment.',
  action: <AppLink href="/books">Browse books</AppLink>,
};

const NO_PAYMENTS: EmptyText = {
  title: 'No payments yet',
  description: 'What you pay for books and voiceover work appears here.',
};

/** A few book orders (the latest), newest first; an empty state when there are none. */
export function OrderTable({ orders, caption }: { orders: readonly Order[]; caption: string }) {
  if (orders.length === 0) return <EmptyState headingLevel={3} {...NO_BOOK_ORDERS} />;
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={ORDER_COLUMNS}
      rows={orders}
      getRowKey={(order) => order.id}
    />
  );
}

/** Every book order, page by page, newest first. */
export function PagedOrderTable({ response, caption }: { response: PagedResponse<Order>; caption: string }) {
  return (
    <PagedTable
      response={response}
      caption={caption}
      columns={ORDER_COLUMNS}
      getRowKey={(order) => order.id}
      empty={NO_BOOK_ORDERS}
      skeleton={<TableSkeleton rows={8} />}
    />
  );
}

/** Every payment, page by page, newest first. */
export function PagedPaymentTable({
  response,
  caption,
}: {
  response: PagedResponse<Payment>;
  caption: string;
}) {
  return (
    <PagedTable
      response={response}
      caption={caption}
      columns={PAYMENT_COLUMNS}
      getRowKey={(payment) => payment.id}
      empty={NO_PAYMENTS}
      skeleton={<TableSkeleton />}
    />
  );
}

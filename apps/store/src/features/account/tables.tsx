import type { Order, Payment } from '@bookstore/api-client/contract';
import { DataTable, EmptyState, type DataTableColumn } from '@bookstore/ui';
import { AppLink } from '../../app/AppLink';
import { formatDate, Money } from '../shared';
import { OrderStatusBadge, PaymentStatusBadge } from './StatusBadges';

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

/** Book orders, newest first as the server sends them; an empty state when there are none. */
export function OrderTable({ orders, caption }: { orders: readonly Order[]; caption: string }) {
  if (orders.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title="No book orders yet"
        description="Books you buy appear here, with their delivery and payment."
        action={<AppLink href="/books">Browse books</AppLink>}
      />
    );
  }
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

/** Payments, newest first as the server sends them; an empty state when there are none. */
export function PaymentTable({ payments, caption }: { payments: readonly Payment[]; caption: string }) {
  if (payments.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title="No payments yet"
        description="What you pay for books and voiceover work appears here."
      />
    );
  }
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={PAYMENT_COLUMNS}
      rows={payments}
      getRowKey={(payment) => payment.id}
    />
  );
}

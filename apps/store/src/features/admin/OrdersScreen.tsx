import { orderStatuses, type AdminOrder } from '@bookstore/api-client/contract';
import { Badge, type DataTableColumn } from '@bookstore/ui';
import { useRef } from 'react';
import { hooks } from './api';
import { AppLink } from '../../links/AppLink';
import { formatDateTime, Money } from '../shared';
import classes from './admin.module.css';
import type { FilterField } from './AdminFilters';
import { AdminList } from './AdminList';
import { AdminScreen } from './AdminScreen';
import { ORDER_STATUS_TONES } from '../account/StatusBadges';
import { orderStatusLabel } from './labels';
import { ORDER_FILTERS } from './filters';
import { useContractQuery } from './useContractQuery';

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'q', label: 'Search', placeholder: 'An order reference, or the buyer' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    options: [
      { value: '', label: 'All statuses' },
      ...orderStatuses.map((status) => ({ value: status, label: orderStatusLabel(status) })),
    ],
  },
];
const NAMES = FIELDS.map((field) => field.name);

export function OrderStatusBadge({ order }: { order: Pick<AdminOrder, 'status'> }) {
  return (
    <Badge variant={ORDER_STATUS_TONES[order.status]} size="small">
      {orderStatusLabel(order.status)}
    </Badge>
  );
}

const COLUMNS: DataTableColumn<AdminOrder>[] = [
  {
    key: 'reference',
    header: 'Order',
    rowHeader: true,
    cell: (order) => <AppLink href={`/admin/orders/${order.id}`}>{order.reference}</AppLink>,
  },
  {
    key: 'buyer',
    header: 'Buyer',
    cell: (order) => (
      <>
        {order.buyer.username}
        <br />
        <span className={classes.Muted}>{order.buyer.email}</span>
      </>
    ),
  },
  { key: 'items', header: 'Items', align: 'end', cell: (order) => order.items.length },
  {
    key: 'total',
    header: 'Total',
    align: 'end',
    cell: (order) => <Money value={order.total} size="small" />,
  },
  {
    key: 'refunded',
    header: 'Refunded',
    align: 'end',
    cell: (order) => (order.refunded.amount > 0 ? <Money value={order.refunded} size="small" /> : '—'),
  },
  { key: 'status', header: 'Status', cell: (order) => <OrderStatusBadge order={order} /> },
  { key: 'created_at', header: 'Placed', cell: (order) => formatDateTime(order.created_at) },
];

/** /admin/orders: book orders by reference or buyer, newest first; an order opens for a refund. */
export function OrdersScreen() {
  const { query, filtered } = useContractQuery(ORDER_FILTERS, NAMES);
  const orders = hooks.admin.useOrders({ query });
  const results = useRef<HTMLElement>(null);
  return (
    <AdminScreen
      title="Orders"
      description="Find a book order and refund it."
      lead="Open an order to refund it, whole or item by item."
    >
      <AdminList
        filters={{ label: 'Find orders', fields: FIELDS }}
        results={results}
        response={orders}
        noun={['order', 'orders']}
        label="Orders"
        filtered={filtered}
        empty={{ title: 'No orders yet', description: 'Book orders show here as soon as buyers place them.' }}
        emptyFiltered={{
          title: 'No order matches',
          description:
            'Check the reference (it is on the buyer’s receipt), try the buyer’s email, or clear the filters.',
        }}
        columns={COLUMNS}
        getRowKey={(order) => order.id}
      />
    </AdminScreen>
  );
}

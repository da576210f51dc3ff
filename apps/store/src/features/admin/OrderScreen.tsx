import { ReasonBody, type AdminOrder } from '@bookstore/api-client/contract';
import { apiKeys } from '@bookstore/api-client/react';
import { Button, DataTable, EmptyState } from '@bookstore/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { api, hooks } from './api';
import { TYPE_LABELS } from '../mybooks/labels';
import { Facts, formatDateTime, Loadable, Money, Section } from '../shared';
import { AdminScreen } from './AdminScreen';
import { OrderStatusBadge } from './OrdersScreen';
import { Person } from './Person';
import { ReasonDialog } from './ReasonDialog';
import classes from './admin.module.css';
import { OWN_ITEM, useIsMe } from './own';

type Item = AdminOrder['items'][number];
/** What to refund: the whole order (every item not refunded yet) or one item. */
type Refunding = { whole: true } | { whole: false; item: Item };

const CHANGED = [apiKeys.admin.orders(), apiKeys.admin.overview(), apiKeys.admin.audit()];

/** Whether the order took money that is not all refunded yet. */
function refundable(order: AdminOrder): boolean {
  return order.paid_at !== null && order.items.some((item) => item.refunded_at === null);
}

function Items({ order, onRefund }: { order: AdminOrder; onRefund: (item: Item) => void }) {
  const isMe = useIsMe();
  const open = refundable(order) && !isMe(order.buyer);
  return (
    <DataTable
      caption={`Items of order ${order.reference}`}
      hideCaption
      rows={order.items}
      getRowKey={(item) => item.id}
      columns={[
        { key: 'title', header: 'Book', rowHeader: true },
        { key: 'type', header: 'Type', cell: (item) => TYPE_LABELS[item.type] },
        { key: 'seller', header: 'Seller', cell: (item) => item.seller?.username ?? '—' },
        { key: 'quantity', header: 'Quantity', align: 'end' },
        {
          key: 'total',
          header: 'Total',
          align: 'end',
          cell: (item) => <Money value={item.total} size="small" />,
        },
        {
          key: 'refund',
          header: 'Refund',
          cell: (item) =>
            item.refunded_at ? (
              `Refunded ${formatDateTime(item.refunded_at)}`
            ) : open ? (
              <Button
                size="small"
                variant="secondary"
                onClick={() => onRefund(item)}
                aria-label={`Refund ${item.title}`}
              >
                Refund item
              </Button>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}

function Refunds({ order }: { order: AdminOrder }) {
  if (order.refunds.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        size="small"
        title="No refunds"
        description="Nothing of this order has been refunded."
      />
    );
  }
  return (
    <DataTable
      caption={`Refunds of order ${order.reference}`}
      hideCaption
      rows={order.refunds}
      getRowKey={(refund) => refund.id}
      columns={[
        { key: 'reference', header: 'Refund', rowHeader: true },
        {
          key: 'amount',
          header: 'Amount',
          align: 'end',
          cell: (refund) => <Money value={refund.amount} size="small" />,
        },
        {
          key: 'items',
          header: 'Items',
          cell: (refund) =>
            order.items
              .filter((item) => refund.item_ids.includes(item.id))
              .map((item) => item.title)
              .join(', '),
        },
        { key: 'reason', header: 'Reason' },
        {
          key: 'operator',
          header: 'By',
          cell: (refund) => refund.operator?.username ?? 'The store (refused at payment)',
        },
        { key: 'created_at', header: 'When', cell: (refund) => formatDateTime(refund.created_at) },
      ]}
    />
  );
}

function OrderDetails({ order, revalidate }: { order: AdminOrder; revalidate: () => unknown }) {
  const [refunding, setRefunding] = useState<Refunding | null>(null);
  const isMe = useIsMe();
  const what = refunding?.whole === false ? `“${refunding.item.title}”` : `order ${order.reference}`;
  const amount = refunding?.whole === false ? refunding.item.total : null;
  return (
    <>
      <Facts
        facts={[
          ['Status', <OrderStatusBadge key="status" order={order} />],
          ['Buyer', <Person key="buyer" person={order.buyer} />],
          ['Placed', formatDateTime(order.created_at)],
          ['Paid', order.paid_at ? formatDateTime(order.paid_at) : 'Not paid'],
          [
            'Payment',
            order.payment
              ? `${order.payment.reference} · ${order.payment.gateway} · ${order.payment.status}`
              : null,
          ],
          ['Subtotal', <Money key="subtotal" value={order.subtotal} size="small" />],
          ['Delivery', <Money key="delivery" value={order.delivery_fee} size="small" />],
          ['Total', <Money key="total" value={order.total} size="small" />],
          ['Refunded', <Money key="refunded" value={order.refunded} size="small" />],
        ]}
      />
      <Section
        title="Items"
        actions={
          refundable(order) && isMe(order.buyer) ? (
            <span className={classes.Muted}>{`Your own order. ${OWN_ITEM}`}</span>
          ) : refundable(order) ? (
            <Button variant="danger" onClick={() => setRefunding({ whole: true })}>
              Refund the whole order
            </Button>
          ) : null
        }
      >
        <Items order={order} onRefund={(item) => setRefunding({ whole: false, item })} />
      </Section>
      <Section title="Refunds">
        <Refunds order={order} />
      </Section>
      <ReasonDialog
        open={refunding !== null}
        title={`Refund ${what}?`}
        description={
          <>
            {amount ? (
              <>
                <Money value={amount} size="small" /> goes back{' '}
              </>
            ) : (
              'Everything not refunded yet goes back '
            )}
            to the buyer through the payment provider. The buyer loses access to what is refunded, and the
            seller’s earning is reversed (or recorded as a debt once paid out). This cannot be undone.
          </>
        }
        confirmLabel="Refund"
        reasonLabel="Why is it refunded?"
        hint="Recorded with the refund and in the audit log."
        schema={ReasonBody}
        submit={(body) =>
          api.admin.refundOrder({
            params: { id: order.id },
            body: refunding?.whole === false ? { ...body, item_ids: [refunding.item.id] } : body,
          })
        }
        onClose={() => setRefunding(null)}
        onDone={async () => {
          setRefunding(null);
          await revalidate();
        }}
        revalidate={CHANGED}
      />
    </>
  );
}

/** /admin/orders/{id}: a book order with its payment and refunds; refund it whole or item by item. */
export function OrderScreen() {
  const { id = '' } = useParams();
  const order = hooks.admin.useOrder({ params: { id: Number(id) } });
  const reference = order.data?.data.reference;
  return (
    <AdminScreen
      title={reference ? `Order ${reference}` : 'Order'}
      description="A book order, its payment and its refunds."
    >
      <Loadable response={order}>
        {({ data }) => <OrderDetails order={data} revalidate={() => order.mutate()} />}
      </Loadable>
    </AdminScreen>
  );
}

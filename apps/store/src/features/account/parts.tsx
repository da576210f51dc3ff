import type { Order, Payment } from '@bookstore/api-client/contract';
import { Badge, EmptyState, Pagination, Skeleton, VisuallyHidden, type BadgeProps } from '@bookstore/ui';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../app/AppLink';
import { formatDate, humanize, Money, sharedClasses } from '../shared';

type Tone = NonNullable<BadgeProps['variant']>;

const ORDER_TONES: Record<Order['status'], Tone> = {
  pending_payment: 'warning',
  paid: 'info',
  processing: 'info',
  shipped: 'info',
  delivered: 'success',
  completed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

const PAYMENT_TONES: Record<Payment['status'], Tone> = {
  pending: 'warning',
  successful: 'success',
  failed: 'danger',
  refunded: 'neutral',
};

export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  return <Badge variant={ORDER_TONES[status]}>{humanize(status)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: Payment['status'] }) {
  return <Badge variant={PAYMENT_TONES[status]}>{humanize(status)}</Badge>;
}

/** Numbered page links that keep the other search parameters (?type=...). */
export function PageLinks({ page, lastPage, label }: { page: number; lastPage: number; label: string }) {
  const [params] = useSearchParams();
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return <Pagination page={page} totalPages={lastPage} getHref={hrefFor} linkAs={AppLink} label={label} />;
}

/** Rows of a table while it loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return <Skeleton variant="rect" height={`${rows * 2.5}rem`} width="100%" />;
}

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
    <div className={sharedClasses.TableWrap}>
      <table className={sharedClasses.Table}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Items</th>
            <th scope="col">Status</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <AppLink href={`/myaccount/orders/books/${order.id}`}>{order.reference}</AppLink>
              </td>
              <td>{formatDate(order.created_at)}</td>
              <td>{order.items_count}</td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
              <td>
                <Money value={order.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
    <div className={sharedClasses.TableWrap}>
      <table className={sharedClasses.Table}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Payment</th>
            <th scope="col">Date</th>
            <th scope="col">For</th>
            <th scope="col">Status</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td>
                <AppLink href={`/myaccount/payments/${payment.id}`}>{payment.reference}</AppLink>
              </td>
              <td>{formatDate(payment.created_at)}</td>
              <td>{payment.order_reference ?? (payment.vo_order_uid ? 'Voiceover order' : '')}</td>
              <td>
                <PaymentStatusBadge status={payment.status} />
              </td>
              <td>
                <Money value={payment.amount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { BookCover, Button } from '@bookstore/ui';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import {
  formatDate,
  humanize,
  Loadable,
  Money,
  Screen,
  Section,
  sharedClasses,
  usePageParam,
} from '../shared';
import classes from './account.module.css';
import { AddressLines } from './DeliveryAddresses';
import { NotFound, OrderStatistics, RecentBookOrders, validId } from './parts';
import { OrderStatusBadge, PaymentStatusBadge } from './StatusBadges';
import { PagedOrderTable, TableSkeleton } from './tables';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** /myaccount/orders: statistics and the latest orders. */
export function OrdersScreen() {
  return (
    <Screen
      title="Orders"
      description="Your book and voiceover orders."
      actions={
        <>
          <Button href="/myaccount/orders/books" linkAs={AppLink} variant="secondary" size="small">
            Book orders
          </Button>
          <Button href="/myaccount/orders/voiceovers" linkAs={AppLink} variant="secondary" size="small">
            Voiceover orders
          </Button>
        </>
      }
    >
      <OrderStatistics detailed />
      <RecentBookOrders title="Recent book orders" />
    </Screen>
  );
}

/** /myaccount/orders/books: every book order, page by page. */
export function BookOrdersScreen() {
  const page = usePageParam();
  const orders = hooks.orders.useList({ query: { page } });
  return (
    <Screen
      title="Book orders"
      description="The books you ordered."
      actions={<AppLink href="/myaccount/orders">Orders overview</AppLink>}
    >
      <PagedOrderTable response={orders} caption="Your book orders, newest first" />
    </Screen>
  );
}

/** /myaccount/orders/books/{id}: items, totals, delivery, payment and the activity timeline. */
export function BookOrderScreen() {
  const { slug = '' } = useParams();
  const id = validId(slug);
  const order = hooks.orders.useGet(id ? { params: { id } } : null);
  const activities = hooks.orders.useActivities(id ? { params: { id } } : null);
  const detail = order.data?.data;
  return (
    <Screen
      title={detail ? `Order ${detail.reference}` : 'Order'}
      description="One book order: items, totals, delivery and progress."
      actions={<AppLink href="/myaccount/orders/books">All book orders</AppLink>}
    >
      {id === null ? (
        <NotFound what="order" back="/myaccount/orders/books" backLabel="All book orders" />
      ) : (
        <Loadable response={order} skeleton={<TableSkeleton rows={6} />}>
          {({ data }) => (
            <>
              <p>
                <OrderStatusBadge status={data.status} /> · Placed {formatDate(data.created_at)}
              </p>
              <div className={classes.Columns}>
                <Section title="Items">
                  <ul className={classes.Items}>
                    {data.items.map((item) => (
                      <li key={item.id} className={classes.Item}>
                        <BookCover src={item.book.cover_path} title={item.book.title} alt="" width="3.5rem" />
                        <span>
                          <AppLink href={`/books/${item.book.uid}`}>{item.book.title}</AppLink>
                          <br />
                          <span className={sharedClasses.Muted}>
                            {humanize(item.book.type)} · {item.quantity} × <Money value={item.unit_price} />
                          </span>
                        </span>
                        <Money value={item.total} />
                      </li>
                    ))}
                  </ul>
                  <dl className={classes.Totals}>
                    <dt>Subtotal</dt>
                    <dd>
                      <Money value={data.subtotal} />
                    </dd>
                    <dt>Delivery fee</dt>
                    <dd>
                      <Money value={data.delivery_fee} />
                    </dd>
                    <dt>Total</dt>
                    <dd>
                      <Money value={data.total} />
                    </dd>
                  </dl>
                </Section>
                <div className={sharedClasses.Screen}>
                  <Section title="Delivery">
                    {data.delivery_address ? (
                      <address className={classes.Address}>
                        <AddressLines address={data.delivery_address} />
                      </address>
                    ) : (
                      <p className={sharedClasses.Muted}>
                        Nothing to deliver: ebooks and audiobooks are in your library.
                      </p>
                    )}
                  </Section>
                  <Section title="Payment">
                    {data.payment ? (
                      <p>
                        <AppLink href={`/myaccount/payments/${data.payment.id}`}>
                          {data.payment.reference}
                        </AppLink>{' '}
                        · <PaymentStatusBadge status={data.payment.status} /> ·{' '}
                        <Money value={data.payment.amount} />
                      </p>
                    ) : (
                      <p className={sharedClasses.Muted}>No payment yet.</p>
                    )}
                    {data.payment?.status === 'pending' && data.payment.checkout_url ? (
                      <p>
                        <Button href={data.payment.checkout_url}>Complete the payment</Button>
                      </p>
                    ) : null}
                  </Section>
                </div>
              </div>
            </>
          )}
        </Loadable>
      )}
      {id === null ? null : (
        <Section title="Activity">
          <Loadable response={activities} headingLevel={3}>
            {({ data }) =>
              data.length === 0 ? (
                <p className={sharedClasses.Muted}>No activity yet.</p>
              ) : (
                <ol className={classes.Timeline} aria-label="Order activity, oldest first">
                  {[...data]
                    .sort((a, b) => a.created_at.localeCompare(b.created_at))
                    .map((activity) => (
                      <li key={activity.id} className={classes.TimelineItem}>
                        <span>
                          <OrderStatusBadge status={activity.status} /> {activity.description}
                        </span>
                        <time dateTime={activity.created_at} className={sharedClasses.Muted}>
                          {DATE_TIME.format(new Date(activity.created_at))}
                        </time>
                      </li>
                    ))}
                </ol>
              )
            }
          </Loadable>
        </Section>
      )}
    </Screen>
  );
}

import { Button } from '@bookstore/ui';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { formatDate, Loadable, Money, Screen, Section, sharedClasses } from '../shared';
import classes from './account.module.css';
import { ActivityTimeline } from './ActivityTimeline';
import { AddressLines } from './DeliveryAddresses';
import { OrderItems } from './OrderItems';
import { NotFound, validId } from './parts';
import { OrderStatusBadge, PaymentStatusBadge } from './StatusBadges';
import { TableSkeleton } from './tables';

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
                  <OrderItems items={data.items} end={(item) => <Money value={item.total} />} />
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
            {({ data }) => (
              <ActivityTimeline
                entries={[...data]
                  .sort((a, b) => a.created_at.localeCompare(b.created_at))
                  .map((activity) => ({
                    id: activity.id,
                    created_at: activity.created_at,
                    content: (
                      <span>
                        <OrderStatusBadge status={activity.status} /> {activity.description}
                      </span>
                    ),
                  }))}
              />
            )}
          </Loadable>
        </Section>
      )}
    </Screen>
  );
}

import { Button } from '@bookstore/ui';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { PartnerReturn } from '../../cart/PartnerReturn';
import { type Fact, Facts, formatDate, humanize, Loadable, Money, Screen, Section } from '../shared';
import classes from './account.module.css';
import { AddressLines } from './DeliveryAddresses';
import { NotFound, validId } from './parts';
import { paidOrderTitle, PaymentConfirmation } from './PaymentConfirmation';
import { OrderStatusBadge, PaymentStatusBadge } from './StatusBadges';

/** /myaccount/payments/{id}: one payment and what it paid for. */
export function PaymentScreen() {
  const { slug = '' } = useParams();
  const id = validId(slug);
  const payment = hooks.payments.useGet(id ? { params: { id } } : null);
  const detail = payment.data?.data;
  // A paid book order: the page is its confirmation, with the payment's record under it.
  const paidOrder = detail?.status === 'successful' ? detail.order : null;
  if (id === null) {
    return (
      <Screen title="Payment" description="One payment.">
        <NotFound what="payment" back="/myaccount/payments" backLabel="All payments" />
      </Screen>
    );
  }
  return (
    <Screen
      title={paidOrder ? paidOrderTitle(paidOrder) : detail ? `Payment ${detail.reference}` : 'Payment'}
      description="One payment and what it paid for."
      actions={<AppLink href="/myaccount/payments">All payments</AppLink>}
    >
      <Loadable response={payment}>
        {({ data }) => (
          <>
            {data.status === 'successful' ? <PartnerReturn /> : null}
            {paidOrder ? <PaymentConfirmation order={paidOrder} /> : null}
            <PaymentFacts
              title={paidOrder ? `Payment ${data.reference}` : null}
              facts={[
                ['Status', <PaymentStatusBadge status={data.status} />],
                ['Amount', <Money value={data.amount} />],
                ['Method', data.provider === 'test' ? 'Test payment' : humanize(data.provider)],
                ['Created', formatDate(data.created_at)],
                ['Paid', data.paid_at ? formatDate(data.paid_at) : 'Not yet'],
                [
                  'For',
                  data.order ? (
                    <AppLink href={`/myaccount/orders/books/${data.order.id}`}>
                      Order {data.order.reference}
                    </AppLink>
                  ) : data.vo_order_uid ? (
                    <AppLink href={`/myaccount/orders/voiceovers/${data.vo_order_uid}`}>
                      Voiceover order
                    </AppLink>
                  ) : (
                    'Not shown'
                  ),
                ],
              ]}
            />
            {data.status === 'pending' && data.checkout_url ? (
              <p>
                <Button href={data.checkout_url}>Complete the payment</Button>
              </p>
            ) : null}
            {data.order && !paidOrder ? (
              <Section title="Order">
                <p>
                  {data.order.items_count} {data.order.items_count === 1 ? 'item' : 'items'} ·{' '}
                  <OrderStatusBadge status={data.order.status} /> · <Money value={data.order.total} />
                </p>
                {data.order.delivery_address ? (
                  <address className={`${classes.Address} ${classes.OrderAddress}`}>
                    <AddressLines address={data.order.delivery_address} />
                  </address>
                ) : null}
              </Section>
            ) : null}
          </>
        )}
      </Loadable>
    </Screen>
  );
}

/** The payment's record, under its own heading when the page's is the order's confirmation. */
function PaymentFacts({ title, facts }: { title: string | null; facts: readonly Fact[] }) {
  if (!title) return <Facts facts={facts} />;
  return (
    <Section title={title}>
      <Facts facts={facts} />
    </Section>
  );
}

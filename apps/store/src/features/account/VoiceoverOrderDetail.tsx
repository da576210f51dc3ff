import type { VoiceoverActivity, VoiceoverOrder } from '@bookstore/api-client/contract';
import type { ReactNode } from 'react';
import { AppLink } from '../../links/AppLink';
import { Facts, formatDate, Money, Section, sharedClasses } from '../shared';
import classes from './account.module.css';
import { ActivityTimeline } from './ActivityTimeline';
import { DeliveryPlayer } from './DeliveryPlayer';
import { PaymentStatusBadge } from './StatusBadges';
import own from './voiceoverOrders.module.css';

const ACTIVITY_TEXT: Record<VoiceoverActivity['kind'], string> = {
  ordered: 'You placed the order',
  paid: 'The payment went through',
  started: 'The job started',
  delivered: 'The artist delivered the recording',
  revision_requested: 'You asked for a revision',
  accepted: 'You accepted the delivery',
  cancelled: 'The order was cancelled',
};

/** The order below its next step: facts, payment, script, earlier deliveries and activity. */
export function OrderDetail({ order }: { order: VoiceoverOrder }) {
  const job = order.job;
  const earlier = job?.deliveries.slice(1) ?? [];
  const facts: [string, ReactNode][] = [
    [
      'Offer',
      <AppLink href={`/voas/${order.offer.artist.username}/offers/${order.offer.uid}`}>
        {order.offer.title}
      </AppLink>,
    ],
    [
      'Artist',
      <AppLink href={`/voas/${order.offer.artist.username}`}>{order.offer.artist.display_name}</AppLink>,
    ],
    ['Amount', <Money value={order.amount} />],
    ['Ordered', formatDate(order.created_at)],
    ['Due', job?.due_at ? formatDate(job.due_at) : null],
    [
      'Revisions',
      (job?.revisions_allowed ?? order.offer.revisions) === 0
        ? 'None included'
        : job
          ? `${job.revisions_used} of ${job.revisions_allowed} used`
          : `${order.offer.revisions} included`,
    ],
  ];
  return (
    <>
      <div className={classes.Columns}>
        <Facts facts={facts} />
        <Section title="Payment">
          {order.payment ? (
            <p>
              <AppLink href={`/myaccount/payments/${order.payment.id}`}>{order.payment.reference}</AppLink> ·{' '}
              <PaymentStatusBadge status={order.payment.status} /> · <Money value={order.payment.amount} />
            </p>
          ) : (
            <p className={sharedClasses.Muted}>No payment yet.</p>
          )}
        </Section>
      </div>
      <Section title="Script">
        <p className={classes.Script}>{order.script}</p>
        {order.notes ? (
          <p className={own.Note}>
            <strong>Notes:</strong> {order.notes}
          </p>
        ) : null}
      </Section>
      {earlier.length > 0 ? (
        <Section title="Earlier deliveries">
          {earlier.map((delivery, index) => (
            <DeliveryPlayer
              key={delivery.id}
              delivery={delivery}
              label={`Version ${earlier.length - index}`}
            />
          ))}
        </Section>
      ) : null}
      <Section title="Activity">
        <ActivityTimeline
          entries={order.activities.map((activity) => ({
            id: activity.id,
            created_at: activity.created_at,
            content: (
              <>
                <span>{ACTIVITY_TEXT[activity.kind]}</span>
                {activity.note ? <q className={own.Note}>{activity.note}</q> : null}
              </>
            ),
          }))}
        />
      </Section>
    </>
  );
}

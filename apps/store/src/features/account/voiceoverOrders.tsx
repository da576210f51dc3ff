import {
  RequestRevisionBody,
  voiceoverOrderStatuses,
  type VoiceoverActivity,
  type VoiceoverDelivery,
  type VoiceoverOrder,
} from '@bookstore/api-client/contract';
import {
  Badge,
  Button,
  Dialog,
  EmptyState,
  formatFileSize,
  Select,
  Textarea,
  type BadgeProps,
} from '@bookstore/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { api, hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { showError, showSuccess } from '../../feedback/toast';
import { FormAlert, formClasses, useApiForm } from '../../forms';
import {
  Card,
  CardList,
  Facts,
  formatDate,
  humanize,
  Loadable,
  Money,
  PagedList,
  Screen,
  Section,
  sharedClasses,
  useListQuery,
} from '../shared';
import classes from './account.module.css';
import { PaymentStatusBadge } from './StatusBadges';
import { TableSkeleton } from './tables';
import own from './voiceoverOrders.module.css';

type OrderStatus = VoiceoverOrder['status'];
type Tone = NonNullable<BadgeProps['variant']>;

const STATUS_TONES: Record<OrderStatus, Tone> = {
  pending_payment: 'warning',
  paid: 'info',
  in_progress: 'info',
  delivered: 'success',
  completed: 'success',
  cancelled: 'neutral',
};

/** The heading of the order's next-step panel: where the order stands, in the buyer's words. */
const NEXT_STEP_TITLES: Record<OrderStatus, string> = {
  pending_payment: 'Waiting for your payment',
  paid: 'Ready to start',
  in_progress: 'The artist is recording',
  delivered: 'Your recording is ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const isOrderStatus = (value: string | undefined): value is OrderStatus =>
  (voiceoverOrderStatuses as readonly string[]).includes(value ?? '');

export function VoiceoverStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={STATUS_TONES[status]}>{humanize(status)}</Badge>;
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** /myaccount/orders/voiceovers: the buyer's voiceover orders, filtered by status (in the URL). */
export function VoiceoverOrdersScreen() {
  const { query, setFilter } = useListQuery(['status']);
  const status = isOrderStatus(query.status) ? query.status : undefined;
  const orders = hooks.voiceover.useListOrders({
    query: { page: query.page, ...(status ? { status } : {}) },
  });
  return (
    <Screen
      title="Voiceover orders"
      description="The voiceover work you ordered."
      actions={<AppLink href="/myaccount/orders">Orders overview</AppLink>}
    >
      <div className={own.Filters}>
        <Select
          label="Status"
          size="small"
          value={status ?? ''}
          onChange={(event) => setFilter('status', event.target.value || undefined)}
          options={[
            { value: '', label: 'All statuses' },
            ...voiceoverOrderStatuses.map((value) => ({ value, label: humanize(value) })),
          ]}
        />
      </div>
      <PagedList
        response={orders}
        skeleton={<TableSkeleton rows={6} />}
        empty={
          status
            ? {
                title: `No ${humanize(status).toLowerCase()} orders`,
                description: 'Choose another status, or all of them.',
                action: (
                  <Button variant="secondary" onClick={() => setFilter('status', undefined)}>
                    Show all orders
                  </Button>
                ),
              }
            : {
                title: 'No voiceover orders yet',
                description: 'Order from a voiceover artist and follow the work here.',
                action: (
                  <Button href="/voas" linkAs={AppLink}>
                    Find a voiceover artist
                  </Button>
                ),
              }
        }
      >
        {(items) => (
          <CardList items={items} getKey={(order) => order.uid} label="Your voiceover orders, newest first">
            {(order) => (
              <Card title={order.offer.title} href={`/myaccount/orders/voiceovers/${order.uid}`}>
                <span className={sharedClasses.Muted}>
                  {order.offer.artist.display_name} · {formatDate(order.created_at)}
                </span>
                <span className={own.CardLine}>
                  <VoiceoverStatusBadge status={order.status} />
                  <Money value={order.amount} />
                </span>
              </Card>
            )}
          </CardList>
        )}
      </PagedList>
    </Screen>
  );
}

const ACTIVITY_TEXT: Record<VoiceoverActivity['kind'], string> = {
  ordered: 'You placed the order',
  paid: 'The payment went through',
  started: 'The job started',
  delivered: 'The artist delivered the recording',
  revision_requested: 'You asked for a revision',
  accepted: 'You accepted the delivery',
  cancelled: 'The order was cancelled',
};

function ActivityTimeline({ activities }: { activities: readonly VoiceoverActivity[] }) {
  if (activities.length === 0) return <p className={sharedClasses.Muted}>No activity yet.</p>;
  return (
    <ol className={classes.Timeline} aria-label="Order activity, oldest first">
      {activities.map((activity) => (
        <li key={activity.id} className={classes.TimelineItem}>
          <span>{ACTIVITY_TEXT[activity.kind]}</span>
          {activity.note ? <q className={own.Note}>{activity.note}</q> : null}
          <time dateTime={activity.created_at} className={sharedClasses.Muted}>
            {DATE_TIME.format(new Date(activity.created_at))}
          </time>
        </li>
      ))}
    </ol>
  );
}

/** A delivered recording: a player and a download link naming the file and its size. */
function DeliveryPlayer({ delivery, label }: { delivery: VoiceoverDelivery; label: string }) {
  return (
    <figure className={own.Delivery}>
      <figcaption>
        {label} · <span className={sharedClasses.Muted}>{formatDate(delivery.created_at)}</span>
      </figcaption>
      {/* A recording of the buyer's own script: its text is on this page. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio controls preload="metadata" src={delivery.url} aria-label={`${label}: ${delivery.file_name}`} />
      <a href={delivery.url} download={delivery.file_name} className={own.Download}>
        Download {delivery.file_name} ({formatFileSize(delivery.size_bytes)})
      </a>
      {delivery.note ? <p className={own.Note}>Artist&rsquo;s note: {delivery.note}</p> : null}
    </figure>
  );
}

interface ActionProps {
  order: VoiceoverOrder;
  /** Revalidates the order after an action, and moves focus back to the next-step heading. */
  onChanged: (message: string) => Promise<void>;
}

function StartJob({ order, onChanged }: ActionProps) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await api.voiceover.startJob({ body: { vo_order_uid: order.uid } });
      await onChanged('The job has started. The artist can record now.');
    } catch (error) {
      void showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>
        Your payment went through. Start the job when your script is final: the artist then has{' '}
        {order.offer.delivery_days} {order.offer.delivery_days === 1 ? 'day' : 'days'} to deliver.
      </p>
      <div className={formClasses.Actions}>
        <Button onClick={() => void start()} loading={busy}>
          Start the job
        </Button>
      </div>
    </>
  );
}

function AcceptDelivery({ order, onChanged }: ActionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await api.voiceover.acceptDelivery({ params: { id: order.uid } });
      setOpen(false);
      await onChanged('Delivery accepted. The order is complete.');
    } catch (error) {
      void showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Accept delivery</Button>
      <Dialog
        open={open}
        onClose={() => (busy ? undefined : setOpen(false))}
        closeOnBackdrop={!busy}
        title="Accept this delivery?"
        description="Accepting completes the order and pays the artist. You cannot ask for a revision afterwards."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Not yet
            </Button>
            <Button onClick={() => void accept()} loading={busy}>
              Accept and pay the artist
            </Button>
          </>
        }
      />
    </>
  );
}

function RevisionForm({ order, onChanged, onCancel }: ActionProps & { onCancel: () => void }) {
  const form = useApiForm({
    schema: RequestRevisionBody,
    defaultValues: { note: '' },
    submit: (body) => api.voiceover.requestRevision({ params: { id: order.uid }, body }),
    onSuccess: async () => {
      onCancel();
      await onChanged('Revision requested. The artist will deliver again.');
    },
  });
  return (
    <form className={formClasses.Form} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <Textarea
        label="What should change?"
        rows={4}
        maxLength={2000}
        showCount
        hint="Name the lines, the pronunciation or the tone to change."
        {...form.field('note')}
      />
      <div className={formClasses.Actions}>
        <Button type="submit" loading={form.submitting}>
          Send the revision request
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={form.submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function AskForRevision({ order, onChanged }: ActionProps) {
  const [open, setOpen] = useState(false);
  const allowed = order.job?.revisions_allowed ?? 0;
  const used = order.job?.revisions_used ?? 0;
  const left = Math.max(0, allowed - used);
  if (left === 0) {
    return (
      <span className={own.ActionWithNote}>
        <Button variant="secondary" disabled aria-describedby={`${order.uid}-no-revisions`}>
          Ask for a revision
        </Button>
        <span id={`${order.uid}-no-revisions`} className={sharedClasses.Muted}>
          {allowed === 0
            ? 'This offer includes no revisions.'
            : `You have used all ${allowed} revision ${allowed === 1 ? 'round' : 'rounds'} of this offer.`}
        </span>
      </span>
    );
  }
  const roundsLeft = `${left} of ${allowed} revision ${allowed === 1 ? 'round' : 'rounds'} left`;
  return (
    <>
      <span className={own.ActionWithNote}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Ask for a revision
        </Button>
        <span className={sharedClasses.Muted}>{roundsLeft}</span>
      </span>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Ask for a revision"
        description={`${roundsLeft}. The artist records again and delivers a new version.`}
      >
        <RevisionForm order={order} onChanged={onChanged} onCancel={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

/** What the buyer can do now, by the order's status. */
function NextStep({ order, onChanged }: ActionProps) {
  const latest = order.job?.deliveries[0];
  switch (order.status) {
    case 'pending_payment': {
      const pay = order.payment?.status === 'pending' ? order.payment.checkout_url : null;
      return (
        <>
          <p>The order waits for its payment. The artist sees it once you have paid.</p>
          {pay ? (
            <div className={formClasses.Actions}>
              <Button href={pay}>Pay now</Button>
            </div>
          ) : null}
        </>
      );
    }
    case 'paid':
      return <StartJob order={order} onChanged={onChanged} />;
    case 'in_progress':
      return (
        <p>
          {(order.job?.revisions_used ?? 0) > 0
            ? 'Your revision request is with the artist.'
            : 'Your script is with the artist.'}{' '}
          {order.job?.due_at ? (
            <>
              Due by <strong>{formatDate(order.job.due_at)}</strong>.
            </>
          ) : null}{' '}
          You will get an email when the recording is delivered.
        </p>
      );
    case 'delivered':
      return (
        <>
          {latest ? <DeliveryPlayer delivery={latest} label="The latest delivery" /> : null}
          <p>Listen to the recording, then accept it or ask for a revision.</p>
          <div className={formClasses.Actions}>
            <AcceptDelivery order={order} onChanged={onChanged} />
            <AskForRevision order={order} onChanged={onChanged} />
          </div>
        </>
      );
    case 'completed':
      return latest ? (
        <DeliveryPlayer delivery={latest} label="The final recording" />
      ) : (
        <p>The order is complete.</p>
      );
    case 'cancelled':
      return <p>This order was cancelled.</p>;
  }
}

function OrderDetail({ order }: { order: VoiceoverOrder }) {
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
        <ActivityTimeline activities={order.activities} />
      </Section>
    </>
  );
}

/** /myaccount/orders/voiceovers/{uid}: the status and its next step, the order, the deliveries and activity. */
export function VoiceoverOrderScreen() {
  const { uid = '' } = useParams();
  const order = hooks.voiceover.useGetOrder(uid ? { params: { id: uid } } : null);
  const detail = order.data?.data;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onChanged = async (message: string) => {
    void showSuccess(message);
    await order.mutate();
    headingRef.current?.focus();
  };

  return (
    <Screen
      title={detail ? detail.offer.title : 'Voiceover order'}
      description="One voiceover order."
      lead={
        detail ? (
          <>
            <VoiceoverStatusBadge status={detail.status} /> · Order {detail.uid}
          </>
        ) : undefined
      }
      actions={<AppLink href="/myaccount/orders/voiceovers">All voiceover orders</AppLink>}
    >
      {uid ? (
        <Loadable response={order} skeleton={<TableSkeleton rows={5} />}>
          {({ data }) => (
            <>
              <section className={own.NextStep} aria-labelledby="vo-next-step">
                <h2 id="vo-next-step" ref={headingRef} tabIndex={-1} className={own.NextStepTitle}>
                  {NEXT_STEP_TITLES[data.status]}
                </h2>
                <NextStep order={data} onChanged={onChanged} />
              </section>
              <OrderDetail order={data} />
            </>
          )}
        </Loadable>
      ) : (
        <EmptyState
          title="This order could not be found"
          action={<AppLink href="/myaccount/orders/voiceovers">All voiceover orders</AppLink>}
        />
      )}
    </Screen>
  );
}

import { RequestRevisionBody, type VoiceoverOrder } from '@bookstore/api-client/contract';
import { Button, Dialog, Textarea } from '@bookstore/ui';
import { useState } from 'react';
import { api } from '../../api';
import { FormAlert, formClasses, useAction, useApiForm } from '../../forms';
import { formatDate, sharedClasses } from '../shared';
import { DeliveryPlayer } from './DeliveryPlayer';
import own from './voiceoverOrders.module.css';

type OrderStatus = VoiceoverOrder['status'];

/** The heading of the order's next-step panel: where the order stands, in the buyer's words. */
export const NEXT_STEP_TITLES: Record<OrderStatus, string> = {
  pending_payment: 'Waiting for your payment',
  paid: 'Ready to start',
  in_progress: 'The artist is recording',
  delivered: 'Your recording is ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export interface ActionProps {
  order: VoiceoverOrder;
  /** Revalidates the order after an action, and moves focus back to the next-step heading. */
  onChanged: (message: string) => Promise<void>;
}

function StartJob({ order, onChanged }: ActionProps) {
  const start = useAction(api.voiceover.startJob, {
    success: false,
    onSuccess: () => onChanged('The job has started. The artist can record now.'),
  });
  return (
    <>
      <p>
        Your payment went through. Start the job when your script is final: the artist then has{' '}
        {order.offer.delivery_days} {order.offer.delivery_days === 1 ? 'day' : 'days'} to deliver.
      </p>
      <div className={formClasses.Actions}>
        <Button onClick={() => void start.run({ body: { vo_order_uid: order.uid } })} loading={start.running}>
          Start the job
        </Button>
      </div>
    </>
  );
}

function AcceptDelivery({ order, onChanged }: ActionProps) {
  const [open, setOpen] = useState(false);
  const accept = useAction(api.voiceover.acceptDelivery, {
    success: false,
    onSuccess: async () => {
      setOpen(false);
      await onChanged('Delivery accepted. The order is complete.');
    },
  });
  const busy = accept.running;
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
            <Button onClick={() => void accept.run({ params: { id: order.uid } })} loading={busy}>
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
export function NextStep({ order, onChanged }: ActionProps) {
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

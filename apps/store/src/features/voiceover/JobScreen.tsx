import { formatCount } from '@bookstore/ui';
import { type Job, type VoiceoverActivity, type VoiceoverDelivery } from '@bookstore/api-client/contract';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { Facts, formatDate, humanize, Loadable, Money, Screen, Section } from '../shared';
import { formatBytes, formatDuration } from './duration';
import classes from './voiceover.module.css';
import { DeliverForm } from './DeliverForm';
import { JobStatusBadge } from './JobStatusBadge';

/** /dashboard/voiceover/jobs/{uid}: the script, the buyer's notes, the deadline and what to do next. */
export function JobScreen() {
  const { uid = '' } = useParams();
  const job = hooks.voiceover.useGetJob({ params: { id: uid } });
  const detail = job.data?.data;
  const keep = (next: Job) =>
    void job.mutate((previous) => ({ message: previous?.message ?? '', data: next }), { revalidate: false });
  return (
    <Screen
      title={detail?.title ?? 'Job'}
      description="One voiceover job."
      actions={detail ? <JobStatusBadge status={detail.status} /> : undefined}
    >
      <Loadable response={job}>
        {({ data }) => (
          <div className={classes.Stack}>
            <Facts
              facts={[
                ['Status', humanize(data.status)],
                ['Buyer', data.buyer_username],
                ['Offer', data.offer.title],
                ['Deadline', data.due_at ? formatDate(data.due_at) : 'Set when the buyer starts the job'],
                ['Words', formatCount(data.word_count)],
                ['Revisions used', `${data.revisions_used} of ${data.revisions_allowed}`],
                ['Amount', <Money value={data.amount} />],
                ['Ordered', formatDate(data.created_at)],
              ]}
            />
            <JobNextStep job={data} onDelivered={keep} />
            <Section title="Script">
              {/* Focusable so a keyboard user can scroll a long script (a scrollable region needs it). */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <div className={classes.Script} tabIndex={0} role="region" aria-label="Script">
                {data.script}
              </div>
            </Section>
            <Section title="Buyer’s notes">
              <p className={classes.Notes}>{data.notes?.trim() ? data.notes : 'The buyer left no notes.'}</p>
            </Section>
            {data.deliveries.length > 0 ? (
              <Section title="Deliveries">
                <DeliveryList deliveries={data.deliveries} />
              </Section>
            ) : null}
            <Section title="Activity">
              <Timeline activities={data.activities} />
            </Section>
          </div>
        )}
      </Loadable>
    </Screen>
  );
}

/** What the job's status asks of the artist: deliver, wait for the buyer, or nothing more. */
function JobNextStep({ job, onDelivered }: { job: Job; onDelivered: (job: Job) => void }) {
  const latest = job.deliveries[0];
  const revision = [...job.activities].reverse().find((activity) => activity.kind === 'revision_requested');
  switch (job.status) {
    case 'pending':
      return (
        <div className={classes.Callout} role="status">
          <p>
            <strong>Waiting for the buyer to start the job.</strong> You can read the script now; the deadline
            is set once the buyer starts it.
          </p>
        </div>
      );
    case 'in_progress':
      return (
        <Section title={job.deliveries.length > 0 ? 'Deliver the revision' : 'Deliver the recording'}>
          {job.deliveries.length > 0 && revision?.note ? (
            <div className={classes.Callout} data-tone="warning">
              <p>
                <strong>The buyer asked for a revision</strong> ({formatDate(revision.created_at)}):
              </p>
              <p className={classes.Notes}>{revision.note}</p>
            </div>
          ) : null}
          <DeliverForm job={job} onDelivered={onDelivered} />
        </Section>
      );
    case 'delivered':
      return (
        <div className={classes.Callout} role="status">
          <p>
            <strong>Delivered. Waiting for the buyer</strong>{' '}
            {job.revisions_allowed > 0
              ? `to accept it or ask for a revision (${job.revisions_allowed - job.revisions_used} of ${job.revisions_allowed} left).`
              : 'to accept it (the offer includes no revisions).'}
          </p>
          {latest ? <DeliveryPlayer delivery={latest} /> : null}
        </div>
      );
    case 'completed':
      return (
        <div className={classes.Callout} data-tone="success" role="status">
          <p>
            <strong>Completed.</strong> The buyer accepted the recording and the amount is credited to your
            revenue.
          </p>
        </div>
      );
    case 'cancelled':
      return (
        <div className={classes.Callout} data-tone="warning" role="status">
          <p>
            <strong>Cancelled.</strong> Nothing more to do for this job.
          </p>
        </div>
      );
  }
}

function DeliveryPlayer({ delivery }: { delivery: VoiceoverDelivery }) {
  const titleId = `delivery-${delivery.id}`;
  return (
    <div className={classes.Delivery}>
      <h3 className={classes.DeliveryTitle} id={titleId}>
        {delivery.file_name}
      </h3>
      <span className={classes.Muted}>
        {formatDuration(delivery.duration_seconds)} · {formatBytes(delivery.size_bytes)} · delivered{' '}
        {formatDate(delivery.created_at)}
      </span>
      {delivery.note ? <p className={classes.Notes}>{delivery.note}</p> : null}
      {/* A delivered recording has no captions; the job's script above is its text. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio className={classes.Audio} controls preload="none" src={delivery.url} aria-labelledby={titleId} />
    </div>
  );
}

/** Every delivery of the job, the newest first, each playable. */
function DeliveryList({ deliveries }: { deliveries: readonly VoiceoverDelivery[] }) {
  return (
    <ul className={classes.Deliveries}>
      {deliveries.map((delivery) => (
        <li key={delivery.id}>
          <DeliveryPlayer delivery={delivery} />
        </li>
      ))}
    </ul>
  );
}

const ACTIVITY_TITLES: Record<VoiceoverActivity['kind'], string> = {
  ordered: 'Ordered',
  paid: 'Paid',
  started: 'Job started',
  delivered: 'Recording delivered',
  revision_requested: 'Revision requested',
  accepted: 'Delivery accepted',
  cancelled: 'Cancelled',
};

const ACTORS: Record<VoiceoverActivity['actor'], string> = {
  buyer: 'the buyer',
  artist: 'you',
  system: 'the store',
};

/** What happened to the job, oldest first. */
function Timeline({ activities }: { activities: readonly VoiceoverActivity[] }) {
  if (activities.length === 0) return <p className={classes.Muted}>Nothing has happened yet.</p>;
  return (
    <ol className={classes.Timeline}>
      {activities.map((activity) => (
        <li key={activity.id} className={classes.Event}>
          <span className={classes.EventTitle}>{ACTIVITY_TITLES[activity.kind]}</span>
          <span className={classes.Muted}>
            <time dateTime={activity.created_at}>{formatDate(activity.created_at)}</time>, by{' '}
            {ACTORS[activity.actor]}
          </span>
          {activity.note ? <p className={classes.Notes}>{activity.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

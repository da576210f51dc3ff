import {
  DeliverJobBody,
  jobStatuses,
  type Job,
  type VoiceoverActivity,
  type VoiceoverDelivery,
} from '@bookstore/api-client/contract';
import { Badge, Button, FileUpload, Select, Textarea, type BadgeVariant } from '@bookstore/ui';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { api, hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { showSuccess } from '../../feedback/toast';
import { emptyAsUndefined, FormAlert, formClasses, useApiForm } from '../../forms';
import {
  Facts,
  formatDate,
  humanize,
  Loadable,
  Money,
  PagedTable,
  Screen,
  Section,
  useListQuery,
} from '../shared';
import { formatBytes, formatDuration } from './duration';
import classes from './voiceover.module.css';

type JobStatus = Job['status'];

const STATUS_BADGES: Record<JobStatus, BadgeVariant> = {
  pending: 'neutral',
  in_progress: 'info',
  delivered: 'accent',
  completed: 'success',
  cancelled: 'danger',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <Badge variant={STATUS_BADGES[status]}>{humanize(status)}</Badge>;
}

/** A `status` from the URL when it is one of the job statuses; anything else shows every job. */
export function jobStatusOf(value: string | undefined): JobStatus | undefined {
  return jobStatuses.find((status) => status === value);
}

const STATUS_OPTIONS = [
  { value: '', label: 'All jobs' },
  ...jobStatuses.map((status) => ({ value: status, label: humanize(status) })),
];

/** /dashboard/voiceover/jobs: the artist's jobs, filtered by status (kept in the URL). */
export function JobsScreen() {
  const { query, setFilter } = useListQuery(['status']);
  const status = jobStatusOf(query.status);
  const jobs = hooks.voiceover.useListJobs({ query: { page: query.page, ...(status ? { status } : {}) } });
  return (
    <Screen
      title="Jobs"
      description="The voiceover jobs buyers ordered from you."
      lead="A job starts when the buyer starts it; deliver the recording before its deadline."
    >
      <div className={classes.Filters}>
        <Select
          label="Status"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => setFilter('status', event.target.value || undefined)}
        />
      </div>
      <PagedTable
        caption={status ? `${humanize(status)} jobs` : 'Your jobs'}
        response={jobs}
        getRowKey={(job) => job.uid}
        empty={
          status
            ? {
                title: `No ${humanize(status).toLowerCase()} jobs`,
                description: 'Choose another status to see more.',
              }
            : {
                title: 'No jobs yet',
                description: 'Orders for your offers appear here once the buyer starts them.',
              }
        }
        columns={[
          {
            key: 'title',
            header: 'Job',
            rowHeader: true,
            cell: (job) => <AppLink href={`/dashboard/voiceover/jobs/${job.uid}`}>{job.title}</AppLink>,
          },
          { key: 'buyer_username', header: 'Buyer' },
          { key: 'status', header: 'Status', cell: (job) => <JobStatusBadge status={job.status} /> },
          { key: 'due_at', header: 'Deadline', cell: (job) => (job.due_at ? formatDate(job.due_at) : '—') },
          {
            key: 'word_count',
            header: 'Words',
            align: 'end',
            cell: (job) => job.word_count.toLocaleString('en-US'),
          },
          { key: 'amount', header: 'Amount', align: 'end', cell: (job) => <Money value={job.amount} /> },
        ]}
      />
    </Screen>
  );
}

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
                ['Words', data.word_count.toLocaleString('en-US')],
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

const RECORDING_TYPES = '.mp3,.m4a,.wav,.flac';
const RECORDING_MAX_BYTES = 200 * 1024 * 1024;

/** The contract's body, with words for a recording not chosen yet. */
const DeliverForm_ = DeliverJobBody.extend({
  file: z.file('Choose the recording to deliver.').pipe(DeliverJobBody.shape.file),
});

/** deliverJob: the recording and a note for the buyer, with the upload's progress. */
export function DeliverForm({ job, onDelivered }: { job: Job; onDelivered: (job: Job) => void }) {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const form = useApiForm({
    schema: DeliverForm_,
    defaultValues: {},
    submit: async (body) => {
      setProgress(0);
      try {
        return await api.voiceover.deliverJob({
          params: { id: job.uid },
          body,
          onUploadProgress: setProgress,
        });
      } finally {
        setProgress(undefined);
      }
    },
    onSuccess: ({ data, message }) => {
      void showSuccess(message);
      onDelivered(data);
    },
  });
  return (
    <form
      className={`${formClasses.Form} ${formClasses.Wide}`}
      onSubmit={(event) => void form.onSubmit(event)}
      noValidate
      aria-label="Deliver the recording"
    >
      <FormAlert message={form.formError} />
      <Controller
        control={form.control}
        name="file"
        render={({ field, fieldState }) => (
          <FileUpload
            label="Recording"
            accept={RECORDING_TYPES}
            maxSize={RECORDING_MAX_BYTES}
            name={field.name}
            progress={progress}
            disabled={form.submitting}
            onFilesChange={(files) => field.onChange(files[0])}
            error={fieldState.error?.message}
          />
        )}
      />
      <Textarea
        label="Note for the buyer"
        rows={3}
        maxLength={2000}
        hint="Optional: what you recorded, anything the buyer should know."
        {...form.field('note', { setValueAs: emptyAsUndefined })}
      />
      <div className={formClasses.Actions}>
        <Button type="submit" loading={form.submitting}>
          Deliver recording
        </Button>
      </div>
    </form>
  );
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

import { jobStatuses } from '@bookstore/api-client/contract';
import { formatCount, Select } from '@bookstore/ui';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { formatDate, humanize, Money, PagedTable, Screen, useListQuery } from '../shared';
import classes from './voiceover.module.css';
import { JobStatusBadge, jobStatusOf } from './JobStatusBadge';

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
            cell: (job) => formatCount(job.word_count),
          },
          { key: 'amount', header: 'Amount', align: 'end', cell: (job) => <Money value={job.amount} /> },
        ]}
      />
    </Screen>
  );
}

import { jobStatuses, type Job } from '@bookstore/api-client/contract';
import { Badge, type BadgeVariant } from '@bookstore/ui';
import { humanize } from '../shared';

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

import { formatCount } from '@bookstore/ui';
import type { AuditEntry } from '@bookstore/api-client/contract';
import type { Ref } from 'react';
import { PagedList, type PagedResponse } from '../shared';
import classes from './admin.module.css';
import { AuditTable } from './AuditTable';

/** The audit log's page of entries, with its count and what an empty page means. */
export function AuditResults({
  response,
  filtered,
  ref,
}: {
  response: PagedResponse<AuditEntry> & { data: { data: { total: number } } | undefined };
  filtered: boolean;
  ref?: Ref<HTMLElement>;
}) {
  const total = response.data?.data.total;
  return (
    <section ref={ref} tabIndex={-1} className={classes.Results} aria-label="Audit entries">
      <p className={classes.Count} aria-live="polite">
        {total ? `${formatCount(total)} ${total === 1 ? 'entry' : 'entries'}${filtered ? ' found' : ''}` : ''}
      </p>
      <PagedList
        response={response}
        empty={
          filtered
            ? {
                title: 'No entry matches these filters',
                description: 'Widen the dates, pick another action or operator, or clear the filters.',
              }
            : {
                title: 'No operator has acted yet',
                description:
                  'Every approval, rejection, takedown, refund, payout and suspension is recorded here.',
              }
        }
      >
        {(items) => <AuditTable entries={items} caption="Audit entries" withChanges />}
      </PagedList>
    </section>
  );
}

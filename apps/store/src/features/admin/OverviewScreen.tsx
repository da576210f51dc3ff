import { Button, EmptyState } from '@bookstore/ui';
import { hooks } from './api';
import { AppLink } from '../../links/AppLink';
import { LinkCards, Loadable, Money, Section, StatGrid } from '../shared';
import classes from './admin.module.css';
import { AdminScreen } from './AdminScreen';
import { AuditTable } from './AuditTable';

/** /admin: the queues waiting for an operator, today's orders and revenue, and the latest actions. */
export function OverviewScreen() {
  const overview = hooks.admin.useOverview({});
  return (
    <AdminScreen title="Back office" description="The queues, today's orders and the latest actions.">
      <Loadable response={overview}>
        {({ data }) => (
          <>
            <Section title="Waiting for you">
              <StatGrid
                stats={[
                  { label: 'Books in review', value: data.queues.books_in_review },
                  { label: 'Published books to check', value: data.queues.books_post_publication },
                  { label: 'Book changes to review', value: data.queues.book_changes },
                  { label: 'Voiceover profiles', value: data.queues.voiceover_profiles },
                  { label: 'Withdrawals held', value: data.queues.payouts_held },
                ]}
              />
              <LinkCards
                links={[
                  { label: 'Review books', href: '/admin/reviews/books' },
                  { label: 'Review book changes', href: '/admin/reviews/changes' },
                  { label: 'Review voiceover profiles', href: '/admin/reviews/voiceovers' },
                  { label: 'Moderate reader reviews', href: '/admin/reviews/readers' },
                  { label: 'Release payouts', href: '/admin/payouts' },
                ]}
              />
            </Section>
            <Section title="Today (UTC)">
              <StatGrid
                stats={[
                  { label: 'Paid orders', value: data.today.orders },
                  {
                    label: 'Revenue',
                    value:
                      data.today.revenue.length === 0 ? (
                        'None yet'
                      ) : (
                        // One line per currency: sums in different currencies do not add up.
                        <span className={classes.Amounts}>
                          {data.today.revenue.map((money) => (
                            <Money key={money.currency_code} value={money} />
                          ))}
                        </span>
                      ),
                  },
                  { label: 'Failed payments', value: data.today.failed_payments },
                ]}
              />
            </Section>
            <Section
              title="Recent actions"
              actions={
                <Button href="/admin/audit" linkAs={AppLink} variant="ghost" size="small">
                  The whole audit log
                </Button>
              }
            >
              {data.recent_actions.length === 0 ? (
                <EmptyState
                  headingLevel={3}
                  title="No operator has acted yet"
                  description="Approvals, takedowns, refunds, payouts and suspensions show here as they happen."
                />
              ) : (
                <AuditTable entries={data.recent_actions} caption="Recent actions" />
              )}
            </Section>
          </>
        )}
      </Loadable>
    </AdminScreen>
  );
}

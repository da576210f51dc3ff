import { Button, Chart, formatCount, formatPrice } from '@bookstore/ui';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { LinkCards, Loadable, Money, Screen, Section, StatGrid } from '../shared';
import { jobsPerMonth } from './jobStatistics';
import { ProfileStatusBanner } from './profile';
import classes from './voiceover.module.css';

const PAGES = [
  { label: 'Jobs', href: '/dashboard/voiceover/jobs' },
  { label: 'Offers', href: '/dashboard/voiceover/offers' },
  { label: 'Profile', href: '/dashboard/voiceover/profile' },
  // An artist's earnings are withdrawn where an author's are (the same ledger and bank accounts).
  { label: 'Revenue and withdrawals', href: '/dashboard/revenue' },
  { label: 'Bank accounts', href: '/dashboard/revenue/bank' },
];

/** How many jobs have one status: the list's total, one row fetched. */
function useJobCount(status: 'pending' | 'in_progress' | 'delivered' | 'completed') {
  const answer = hooks.voiceover.useListJobs({ query: { status, per_page: 1 } });
  // null: the count could not be loaded.
  return answer.error ? null : answer.data?.data.total;
}

/**
 * /dashboard/voiceover: the profile's review status, jobs by status, offers, earnings (the seller
 * dashboard statistics) and completed jobs per month (derived from the completed jobs: the statistics
 * calls have no voiceover series).
 */
export function VoiceoverDashboardScreen() {
  const profile = hooks.voiceover.useGetProfile({});
  const statistics = hooks.selling.useDashboardStatistics({});
  const completed = hooks.voiceover.useListJobs({ query: { status: 'completed', per_page: 100 } });
  const counts = {
    pending: useJobCount('pending'),
    in_progress: useJobCount('in_progress'),
    delivered: useJobCount('delivered'),
    completed: completed.error ? null : completed.data?.data.total,
  };
  const count = (value: number | null | undefined) =>
    value === null ? 'Not available' : value === undefined ? '…' : formatCount(value);
  const keep = profile.mutate;

  return (
    <Screen
      title="Voiceover dashboard"
      description="Your voiceover profile, offers and jobs."
      lead="Your jobs, offers and earnings as a voiceover artist."
    >
      <div className={classes.Stack}>
        <Loadable response={profile}>
          {({ data }) => (
            <ProfileStatusBanner
              profile={data}
              base="/dashboard/voiceover/profile"
              onSaved={(next) =>
                void keep((previous) => ({ message: previous?.message ?? '', data: next }), {
                  revalidate: false,
                })
              }
            />
          )}
        </Loadable>

        <Section title="Jobs">
          <StatGrid
            stats={[
              { label: 'Waiting to start', value: count(counts.pending) },
              { label: 'In progress', value: count(counts.in_progress) },
              { label: 'Delivered', value: count(counts.delivered) },
              { label: 'Completed', value: count(counts.completed) },
            ]}
          />
        </Section>

        <Section
          title="Offers and earnings"
          actions={
            <Button href="/dashboard/revenue" linkAs={AppLink} variant="secondary">
              Withdraw earnings
            </Button>
          }
        >
          <Loadable response={profile}>
            {({ data }) => (
              <Loadable response={statistics}>
                {({ data: figures }) => (
                  <StatGrid
                    stats={[
                      {
                        label: 'Active offers',
                        value: data.offers.filter((o) => o.status === 'active').length,
                      },
                      {
                        label: 'Paused offers',
                        value: data.offers.filter((o) => o.status === 'paused').length,
                      },
                      { label: 'Total earnings', value: <Money value={figures.total_revenue} /> },
                      { label: 'Available balance', value: <Money value={figures.available_balance} /> },
                    ]}
                  />
                )}
              </Loadable>
            )}
          </Loadable>
        </Section>

        <Section title="Last 12 months">
          <Loadable response={completed}>
            {({ data }) => {
              const total = statistics.data?.data.total_revenue;
              const currency = total?.currency_code ?? data.items[0]?.amount.currency_code;
              const symbol = total?.currency_symbol ?? data.items[0]?.amount.currency_symbol ?? '';
              const months = jobsPerMonth(data.items, currency);
              const empty = months.every((month) => month.jobs === 0);
              return (
                <div className={classes.Charts}>
                  <Chart
                    type="bar"
                    title="Jobs completed per month"
                    valueLabel="Jobs completed"
                    categoryLabel="Month"
                    data={empty ? [] : months.map((m) => ({ label: m.label, value: m.jobs }))}
                    emptyMessage="No completed jobs in the last 12 months yet."
                  />
                  <Chart
                    type="line"
                    title="Completed job value per month"
                    valueLabel="Job value"
                    categoryLabel="Month"
                    formatValue={(value) => formatPrice(value, symbol)}
                    data={empty ? [] : months.map((m) => ({ label: m.label, value: m.amount }))}
                    emptyMessage="No completed jobs in the last 12 months yet."
                  />
                </div>
              );
            }}
          </Loadable>
        </Section>

        <LinkCards links={PAGES} label="Voiceover pages" />
      </div>
    </Screen>
  );
}

import type { PartnerStats } from '@bookstore/api-client/contract';
import { bookTypeLabel, Button, Chart, DataTable, formatPrice, type ChartDatum } from '@bookstore/ui';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { formatMonthUtc, Loadable, Money, Section, sharedClasses, StatGrid } from '../shared';
import { PartnerScreen } from './PartnerScreen';

/** `2026-11` as "Nov 2026". */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return formatMonthUtc(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** A 0..1 rate as a percentage with one decimal ("2.5%"). */
export function percent(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
}

function Figures({ stats }: { stats: PartnerStats }) {
  return (
    <StatGrid
      stats={[
        { label: 'Clicks', value: stats.clicks },
        { label: 'Orders', value: stats.orders },
        { label: 'Conversion', value: percent(stats.conversion) },
        { label: 'Earned', value: <Money value={stats.earned} /> },
        { label: 'On hold', value: <Money value={stats.held} /> },
        { label: 'Available', value: <Money value={stats.balance} /> },
      ]}
    />
  );
}

/** "1 click", "3 clicks". */
const clicks = (count: number) => `${count} ${count === 1 ? 'click' : 'clicks'}`;

function Earnings({ stats }: { stats: PartnerStats }) {
  const symbol = stats.earned.currency_symbol;
  return (
    <Section title="Earnings per month">
      <p className={sharedClasses.Muted}>
        The last 12 months in {stats.currency_code}: {clicks(stats.clicks_by_source.widget)} from your widgets
        and {clicks(stats.clicks_by_source.link)} from your links.
      </p>
      <Chart
        type="bar"
        title="Commission earned per month"
        valueLabel="Earned"
        categoryLabel="Month"
        formatValue={(value) => formatPrice(value, symbol)}
        data={stats.months.map<ChartDatum>((month) => ({
          label: monthLabel(month.month),
          value: month.earnings.amount,
        }))}
        emptyMessage="No commission in the last 12 months yet."
      />
    </Section>
  );
}

function TopBooks({ stats }: { stats: PartnerStats }) {
  return (
    <Section title="Top books">
      <DataTable
        caption="The books your visitors bought most"
        hideCaption
        rows={stats.top_books}
        getRowKey={(book) => book.uid}
        columns={[
          {
            key: 'title',
            header: 'Book',
            rowHeader: true,
            cell: (book) => <AppLink href={`/books/${book.uid}`}>{book.title}</AppLink>,
          },
          { key: 'type', header: 'Type', cell: (book) => bookTypeLabel(book.type) },
          { key: 'orders', header: 'Orders', align: 'end' },
          {
            key: 'commission',
            header: 'Commission',
            align: 'end',
            cell: (book) => <Money value={book.commission} />,
          },
        ]}
        emptyState={<p className={sharedClasses.Muted}>No book sold through you yet.</p>}
      />
    </Section>
  );
}

/** Withdrawing: the sellers' bank accounts, withdrawal and payout queue, which partners use too. */
function Payouts() {
  return (
    <Section title="Payouts">
      <p>
        Held commissions become available after the refund window. You withdraw them to a bank account under
        the same rules and through the same payout queue as the store’s sellers.
      </p>
      <div className={sharedClasses.Actions}>
        <Button href="/dashboard/revenue" linkAs={AppLink} variant="secondary">
          Withdraw
        </Button>
        <Button href="/dashboard/revenue/bank" linkAs={AppLink} variant="secondary">
          Bank accounts
        </Button>
      </div>
    </Section>
  );
}

/** /dashboard/partner: clicks, orders, conversion, earnings per month and top books, in the partner's currency. */
export function PartnerOverviewScreen() {
  const stats = hooks.partners.useStats({});
  const me = hooks.partners.useMe({});
  return (
    <PartnerScreen
      title="Partner dashboard"
      description="Your clicks, orders and commission."
      lead={me.data ? `Your partner code is ${me.data.data.code}.` : undefined}
      actions={
        <Button href="/dashboard/partner/embed" linkAs={AppLink}>
          Build a widget
        </Button>
      }
    >
      <Loadable response={stats}>
        {({ data }) => (
          <>
            <Figures stats={data} />
            <Earnings stats={data} />
            <TopBooks stats={data} />
          </>
        )}
      </Loadable>
      <Payouts />
    </PartnerScreen>
  );
}

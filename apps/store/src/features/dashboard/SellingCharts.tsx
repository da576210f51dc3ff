import { Chart, formatPrice, type ChartDatum } from '@bookstore/ui';
import { hooks } from '../../api';
import { formatMonthUtc, Loadable, Section } from '../shared';
import classes from './dashboard.module.css';

/** `2026-11` as "Nov 2026", the x-axis label of a month. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return formatMonthUtc(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/**
 * An author's figures as the kit's charts: sales and revenue per month (the statistics calls'
 * 12-month series), and their books by status and by type.
 */
export function SellingCharts() {
  const orders = hooks.selling.useOrderStatistics({});
  const revenues = hooks.selling.useRevenueStatistics({});
  const books = hooks.selling.useBookStatistics({});
  return (
    <>
      <Section title="Last 12 months">
        <div className={classes.Charts}>
          <Loadable response={orders}>
            {({ data }) => (
              <Chart
                type="bar"
                title="Books sold per month"
                valueLabel="Books sold"
                categoryLabel="Month"
                data={data.per_month.map<ChartDatum>((m) => ({ label: monthLabel(m.month), value: m.count }))}
                emptyMessage="No sales in the last 12 months yet."
              />
            )}
          </Loadable>
          <Loadable response={revenues}>
            {({ data }) => {
              const symbol = data.total_revenue.currency_symbol;
              return (
                <Chart
                  type="line"
                  title="Revenue per month"
                  valueLabel="Revenue"
                  categoryLabel="Month"
                  formatValue={(value) => formatPrice(value, symbol)}
                  data={data.per_month.map<ChartDatum>((m) => ({
                    label: monthLabel(m.month),
                    value: m.amount.amount,
                  }))}
                  emptyMessage="No revenue in the last 12 months yet."
                />
              );
            }}
          </Loadable>
        </div>
      </Section>
      <Section title="Your books">
        <Loadable response={books}>
          {({ data }) => (
            <div className={classes.Charts}>
              <Chart
                type="bar"
                title="Books by status"
                valueLabel="Books"
                categoryLabel="Status"
                data={
                  data.total === 0
                    ? []
                    : [
                        { label: 'Draft', value: data.draft },
                        { label: 'In review', value: data.in_review },
                        { label: 'Published', value: data.published },
                        { label: 'Rejected', value: data.rejected },
                      ]
                }
                emptyMessage="No books yet."
              />
              <Chart
                type="bar"
                title="Books by type"
                valueLabel="Books"
                categoryLabel="Type"
                data={[
                  { label: 'Ebook', value: data.by_type.ebook },
                  { label: 'Audiobook', value: data.by_type.audiobook },
                  { label: 'Print book', value: data.by_type.printbook },
                ]}
                emptyMessage="No books yet."
              />
            </div>
          )}
        </Loadable>
      </Section>
    </>
  );
}

import { Chart, formatPrice, type ChartDatum } from '@bookstore/ui';
import { hooks } from '../../api';
import { Loadable, Section } from '../shared';

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `2026-11` as "Nov 2026", the x-axis label of a month. */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return monthFormat.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** An author's sales and revenue per month (the statistics calls' 12-month series) as the kit's charts. */
export function SellingCharts() {
  const orders = hooks.selling.useOrderStatistics({});
  const revenues = hooks.selling.useRevenueStatistics({});
  return (
    <Section title="Last 12 months">
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
    </Section>
  );
}

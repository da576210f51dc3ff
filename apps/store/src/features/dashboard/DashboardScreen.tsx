import { useSignals } from '@preact/signals-react/runtime';
import { hooks } from '../../api';
import { isAuthor } from '../../state/account';
import { LinkCards, Loadable, Money, Screen, StatGrid } from '../shared';
import { SellingCharts } from './SellingCharts';

const PAGES = [
  { label: 'My books', href: '/dashboard/mybooks' },
  { label: 'Sales', href: '/dashboard/sales' },
  { label: 'Revenue', href: '/dashboard/revenue' },
  { label: 'Voiceover', href: '/dashboard/voiceover' },
];

/** /dashboard: the seller's figures, and an author's sales and revenue per month. */
export function DashboardScreen() {
  useSignals();
  const statistics = hooks.selling.useDashboardStatistics({});
  return (
    <Screen title="Selling Dashboard" description="Your books, sales and revenue at a glance.">
      <Loadable response={statistics}>
        {({ data }) => (
          <StatGrid
            stats={[
              { label: 'Books', value: data.total_books },
              { label: 'Published', value: data.published_books },
              { label: 'Sales', value: data.total_sales },
              { label: 'Pending orders', value: data.pending_orders },
              { label: 'Revenue', value: <Money value={data.total_revenue} /> },
              { label: 'Available balance', value: <Money value={data.available_balance} /> },
            ]}
          />
        )}
      </Loadable>
      {isAuthor.value && <SellingCharts />}
      <LinkCards links={PAGES} />
    </Screen>
  );
}

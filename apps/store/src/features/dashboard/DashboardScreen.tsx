import { hooks } from '../../api';
import { LinkCards, Loadable, Money, Screen, StatGrid } from '../shared';

const PAGES = [
  { label: 'My books', href: '/dashboard/mybooks' },
  { label: 'Sales', href: '/dashboard/sales' },
  { label: 'Revenue', href: '/dashboard/revenue' },
  { label: 'Voiceover', href: '/dashboard/voiceover' },
];

/** /dashboard: the seller's figures. */
export function DashboardScreen() {
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
      <LinkCards links={PAGES} />
    </Screen>
  );
}

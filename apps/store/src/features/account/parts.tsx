import { EmptyState } from '@bookstore/ui';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { Loadable, Money, Section, StatGrid } from '../shared';
import { OrderTable, TableSkeleton } from './tables';

/** The order statistics: count, pending and spent; `detailed` adds completed and cancelled. */
export function OrderStatistics({ detailed = false }: { detailed?: boolean }) {
  const statistics = hooks.orders.useStatistics({});
  return (
    <Loadable response={statistics} skeleton={<TableSkeleton rows={2} />}>
      {({ data }) => (
        <StatGrid
          stats={[
            { label: 'Orders', value: data.total_orders },
            { label: 'Pending', value: data.pending_orders },
            ...(detailed
              ? [
                  { label: 'Completed', value: data.completed_orders },
                  { label: 'Cancelled', value: data.cancelled_orders },
                ]
              : []),
            { label: 'Total spent', value: <Money value={data.total_spent} size="large" /> },
          ]}
        />
      )}
    </Loadable>
  );
}

/** The five latest book orders, with a link to all of them. */
export function RecentBookOrders({ title }: { title: string }) {
  const recent = hooks.orders.useList({ query: { page: 1, per_page: 5 } });
  return (
    <Section title={title} actions={<AppLink href="/myaccount/orders/books">All book orders</AppLink>}>
      <Loadable response={recent} skeleton={<TableSkeleton />} headingLevel={3}>
        {({ data }) => <OrderTable orders={data.items} caption="Your latest book orders" />}
      </Loadable>
    </Section>
  );
}

/** The numeric id of a detail page's URL (`/myaccount/payments/12`), or null for anything else. */
export function validId(slug: string): number | null {
  const id = Number(slug);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A detail page whose id names nothing, with the way back to its list. */
export function NotFound({ what, back, backLabel }: { what: string; back: string; backLabel: string }) {
  return (
    <EmptyState
      title={`This ${what} could not be found`}
      action={<AppLink href={back}>{backLabel}</AppLink>}
    />
  );
}

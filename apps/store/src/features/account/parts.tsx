import { Pagination, Skeleton, StatCard } from '@bookstore/ui';
import { useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { Loadable, Money, Section, sharedClasses } from '../shared';
import { OrderTable } from './tables';

/** Numbered page links that keep the other search parameters (?type=...). */
export function PageLinks({ page, lastPage, label }: { page: number; lastPage: number; label: string }) {
  const [params] = useSearchParams();
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return <Pagination page={page} totalPages={lastPage} getHref={hrefFor} linkAs={AppLink} label={label} />;
}

/** Rows of a table while it loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return <Skeleton variant="rect" height={`${rows * 2.5}rem`} width="100%" />;
}

/** The order statistics: count, pending and spent; `detailed` adds completed and cancelled. */
export function OrderStatistics({ detailed = false }: { detailed?: boolean }) {
  const statistics = hooks.orders.useStatistics({});
  return (
    <Loadable response={statistics} skeleton={<TableSkeleton rows={2} />}>
      {({ data }) => (
        <div className={sharedClasses.Stats}>
          <StatCard label="Orders" value={data.total_orders} />
          <StatCard label="Pending" value={data.pending_orders} />
          {detailed ? (
            <>
              <StatCard label="Completed" value={data.completed_orders} />
              <StatCard label="Cancelled" value={data.cancelled_orders} />
            </>
          ) : null}
          <StatCard label="Total spent" value={<Money value={data.total_spent} size="large" />} />
        </div>
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

import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { Screen, usePageParam } from '../shared';
import { PagedOrderTable } from './tables';

/** /myaccount/orders/books: every book order, page by page. */
export function BookOrdersScreen() {
  const page = usePageParam();
  const orders = hooks.orders.useList({ query: { page } });
  return (
    <Screen
      title="Book orders"
      description="The books you ordered."
      actions={<AppLink href="/myaccount/orders">Orders overview</AppLink>}
    >
      <PagedOrderTable response={orders} caption="Your book orders, newest first" />
    </Screen>
  );
}

import { Button } from '@bookstore/ui';
import { AppLink } from '../../app/AppLink';
import { Screen } from '../shared';
import { OrderStatistics, RecentBookOrders } from './parts';

/** /myaccount/orders: statistics and the latest orders. */
export function OrdersScreen() {
  return (
    <Screen
      title="Orders"
      description="Your book and voiceover orders."
      actions={
        <>
          <Button href="/myaccount/orders/books" linkAs={AppLink} variant="secondary" size="small">
            Book orders
          </Button>
          <Button href="/myaccount/orders/voiceovers" linkAs={AppLink} variant="secondary" size="small">
            Voiceover orders
          </Button>
        </>
      }
    >
      <OrderStatistics detailed />
      <RecentBookOrders title="Recent book orders" />
    </Screen>
  );
}

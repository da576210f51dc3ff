import { Button } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { AppLink } from '../../links/AppLink';
import { isSeller } from '../../state/account';
import { Screen } from '../shared';
import { OrderStatistics, RecentBookOrders } from './parts';

/** /myaccount/orders: statistics and the latest orders. */
export function OrdersScreen() {
  useSignals();
  return (
    <Screen
      title="Orders"
      description={isSeller.value ? 'Your book and voiceover orders.' : 'Your book orders.'}
      actions={
        <>
          <Button href="/myaccount/orders/books" linkAs={AppLink} variant="secondary" size="small">
            Book orders
          </Button>
          {/* Spec §6: Voiceover Orders is offered to authors and voiceover artists only. */}
          {isSeller.value ? (
            <Button href="/myaccount/orders/voiceovers" linkAs={AppLink} variant="secondary" size="small">
              Voiceover orders
            </Button>
          ) : null}
        </>
      }
    >
      <OrderStatistics detailed />
      <RecentBookOrders title="Recent book orders" />
    </Screen>
  );
}

import type { Order, OrderItem } from '@bookstore/api-client/contract';
import { Button, VisuallyHidden } from '@bookstore/ui';
import { AppLink } from '../../links/AppLink';
import { Section, sharedClasses } from '../shared';
import classes from './account.module.css';
import { AddressLines } from './DeliveryAddresses';
import { OrderItems } from './OrderItems';

const LIBRARY = '/myaccount/library';

/** Where a paid book is opened: the reader, the player, or nowhere yet (a print book on its way). */
function OpenBook({ item }: { item: OrderItem }) {
  const { book } = item;
  if (book.type === 'printbook') return <span className={sharedClasses.Muted}>To be delivered</span>;
  const [label, app] = book.type === 'ebook' ? ['Read now', 'reader'] : ['Listen now', 'player'];
  return (
    <Button href={`/apps/${app}/${book.uid}`} linkAs={AppLink} size="small">
      {label}
      <VisuallyHidden>: {book.title}</VisuallyHidden>
    </Button>
  );
}

/** The heading of a paid order's payment page: the order, by its reference. */
export const paidOrderTitle = (order: Pick<Order, 'reference'>) => `Order ${order.reference} is paid`;

/**
 * What a successful payment bought (issue 39), under the page's heading that names the order: its books
 * each with the way to read or listen now, where print books go, and the ways on to the library and to
 * the order.
 */
export function PaymentConfirmation({ order }: { order: Order }) {
  const digital = order.items.some((item) => item.book.type !== 'printbook');
  const print = order.items.some((item) => item.book.type === 'printbook');
  return (
    <Section title={order.items.length === 1 ? 'Your book' : 'Your books'} className={classes.Confirmation}>
      <p>
        {digital ? 'Your ebooks and audiobooks are in your library. ' : null}
        {print
          ? 'Print books will be delivered to the address below; the order shows how far they are.'
          : null}
      </p>
      <OrderItems items={order.items} prices={false} end={(item) => <OpenBook item={item} />} />
      {print && order.delivery_address ? (
        <address className={`${classes.Address} ${classes.OrderAddress}`}>
          <AddressLines address={order.delivery_address} />
        </address>
      ) : null}
      <div className={sharedClasses.Actions}>
        {digital ? (
          <Button href={LIBRARY} linkAs={AppLink} variant="secondary">
            Go to library
          </Button>
        ) : null}
        <Button href={`/myaccount/orders/books/${order.id}`} linkAs={AppLink} variant="ghost">
          View the order
        </Button>
      </div>
    </Section>
  );
}

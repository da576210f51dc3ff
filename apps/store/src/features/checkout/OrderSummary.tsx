import type { CartItem } from '@bookstore/api-client/contract';
import { BookCover, bookTypeLabel } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { AppLink } from '../../links/AppLink';
import { cartCurrencySymbol, cartItemTotal, cartTotal, orderTotal } from '../../state/cart';
import { sessionActive } from '../../state/session';
import { Money } from '../shared';
import classes from './checkout.module.css';

function ItemRow({ item }: { item: CartItem }) {
  const { book, quantity } = item;
  return (
    <li className={classes.Item}>
      <BookCover
        src={book.cover_path}
        srcSet={book.cover_srcset}
        sizes="48px"
        title={book.title}
        alt=""
        width={48}
      />
      <span className={classes.ItemText}>
        <AppLink href={`/books/${book.uid}`} className={classes.ItemTitle}>
          {book.title}
        </AppLink>
        <span className={classes.Muted}>
          {bookTypeLabel(book.type)} · {quantity} × <Money value={book.price} size="small" />
        </span>
      </span>
      <Money value={{ amount: cartItemTotal(item), currency_symbol: book.price.currency_symbol }} />
    </li>
  );
}

/** Items, subtotal, delivery fee and total: what the order will cost. */
export function OrderSummary({
  items,
  deliveryFee,
  needsDelivery,
  children,
}: {
  items: CartItem[];
  deliveryFee: number | undefined;
  needsDelivery: boolean;
  children?: ReactNode;
}) {
  useSignals();
  const symbol = cartCurrencySymbol.value ?? '';
  const subtotal = cartTotal.value;
  return (
    <section className={classes.Summary} aria-labelledby="order-summary">
      <h2 id="order-summary" className={classes.Heading}>
        Order summary
      </h2>
      <ul className={classes.Items}>
        {items.map((item) => (
          <ItemRow key={item.id} item={item} />
        ))}
      </ul>
      <dl className={classes.Totals}>
        <dt>Subtotal</dt>
        <dd>
          <Money value={{ amount: subtotal, currency_symbol: symbol }} />
        </dd>
        {needsDelivery ? (
          <>
            <dt>Delivery fee</dt>
            <dd>
              {deliveryFee === undefined ? (
                <span className={classes.Muted}>
                  {sessionActive.value ? 'With your address' : 'After sign-in'}
                </span>
              ) : (
                <Money value={{ amount: deliveryFee, currency_symbol: symbol }} />
              )}
            </dd>
          </>
        ) : null}
        <dt className={classes.Total}>Total</dt>
        <dd className={classes.Total}>
          <Money
            value={{ amount: orderTotal(subtotal, deliveryFee), currency_symbol: symbol }}
            size="large"
          />
        </dd>
      </dl>
      {children}
    </section>
  );
}

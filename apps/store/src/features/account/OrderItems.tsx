import type { OrderItem } from '@bookstore/api-client/contract';
import { BookCover } from '@bookstore/ui';
import type { ReactNode } from 'react';
import { AppLink } from '../../links/AppLink';
import { humanize, Money, sharedClasses } from '../shared';
import classes from './account.module.css';

/**
 * The books of an order, each with its cover, title, type and quantity, and at the end of its row
 * `end(item)` (its total on the order's page, the way to read or listen on the payment's confirmation).
 */
export function OrderItems({
  items,
  end,
  prices = true,
}: {
  items: OrderItem[];
  end: (item: OrderItem) => ReactNode;
  /** Whether each row says its quantity times its unit price (else only a quantity above one). */
  prices?: boolean;
}) {
  return (
    <ul className={classes.Items}>
      {items.map((item) => (
        <li key={item.id} className={classes.Item}>
          <BookCover src={item.book.cover_path} title={item.book.title} alt="" width="3.5rem" />
          <span>
            <AppLink href={`/books/${item.book.uid}`}>{item.book.title}</AppLink>
            <br />
            <span className={sharedClasses.Muted}>
              {humanize(item.book.type)}
              {prices ? (
                <>
                  {' '}
                  · {item.quantity} × <Money value={item.unit_price} />
                </>
              ) : item.quantity > 1 ? (
                ` · ${item.quantity} copies`
              ) : null}
            </span>
          </span>
          {end(item)}
        </li>
      ))}
    </ul>
  );
}

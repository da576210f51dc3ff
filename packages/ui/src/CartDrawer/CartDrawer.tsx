import clsx from 'clsx';
import { BookTypeBadge } from '../BookCard/bookView';
import { BookCover } from '../BookCover';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { cartTotal, lineTotal, type LinkComponent, type PriceData } from '../format';
import { EmptyState } from '../EmptyState';
import { CartIcon, MinusIcon, PlusIcon, TrashIcon } from '../icons';
import { IconButton } from '../IconButton';
import { Price } from '../Price';
import { Spinner } from '../Spinner';
import classes from './CartDrawer.module.css';

/** A cart item as the cart calls return it. */
export interface CartDrawerItem {
  id: number | string;
  quantity: number;
  book: {
    title: string;
    /** audiobook, ebook or printbook; only print books have quantity controls. */
    type: string;
    cover_path?: string | null;
    cover_srcset?: string | null;
    price: PriceData;
  };
}

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  items: readonly CartDrawerItem[];
  /** Adds one more of a print book. */
  onIncrease?: (item: CartDrawerItem) => void;
  /** Takes one away from a print book (only offered above a quantity of 1). */
  onDecrease?: (item: CartDrawerItem) => void;
  onRemove?: (item: CartDrawerItem) => void;
  /** Where the Checkout button leads; renders it as a link. */
  checkoutHref?: string;
  /** Called by the Checkout button (also when it is a link). */
  onCheckout?: () => void;
  linkAs?: LinkComponent;
  /** Ids of cart items whose call is running; their controls are disabled. */
  pendingItemIds?: readonly (number | string)[];
  /** Currency symbol for the total when the cart is empty or mixed; defaults to the first item's. */
  currencySymbol?: string;
  /** Portal target, e.g. an element in a widget's shadow root. */
  container?: Element | DocumentFragment | null;
  className?: string;
}

/** The cart drawer titled "Cart": one row per cart item, quantity controls for print books, total and Checkout. */
export function CartDrawer({
  open,
  onClose,
  items,
  onIncrease,
  onDecrease,
  onRemove,
  checkoutHref,
  onCheckout,
  linkAs,
  pendingItemIds = [],
  currencySymbol,
  container,
  className,
}: CartDrawerProps) {
  const symbol = currencySymbol ?? items[0]?.book.price.currency_symbol ?? '';
  const total = cartTotal(items);

  const footer =
    items.length > 0 ? (
      <div className={classes.Footer}>
        <div className={classes.Total}>
          <span>Total</span>
          <Price amount={total} currencySymbol={symbol} size="large" />
        </div>
        {checkoutHref !== undefined ? (
          <Button href={checkoutHref} linkAs={linkAs} fullWidth size="large" onClick={onCheckout}>
            Checkout
          </Button>
        ) : (
          <Button fullWidth size="large" onClick={onCheckout}>
            Checkout
          </Button>
        )}
      </div>
    ) : null;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Cart"
      footer={footer}
      container={container}
      className={clsx(classes.CartDrawer, className)}
    >
      {items.length === 0 ? (
        <EmptyState
          className={classes.Empty}
          icon={<CartIcon size={32} />}
          title="You have no item in your Cart"
          headingLevel={3}
          size="small"
        />
      ) : (
        <ul className={classes.Items} aria-label="Cart items">
          {items.map((item) => {
            const { book } = item;
            const pending = pendingItemIds.includes(item.id);
            const printbook = book.type === 'printbook';
            return (
              <li key={item.id} className={classes.Item} aria-busy={pending || undefined}>
                <BookCover
                  className={classes.Cover}
                  src={book.cover_path}
                  srcSet={book.cover_srcset}
                  sizes="56px"
                  title={book.title}
                  alt=""
                />
                <div className={classes.Details}>
                  <p className={classes.Title}>{book.title}</p>
                  <div className={classes.Meta}>
                    <BookTypeBadge type={book.type} />
                    <Price
                      amount={book.price.amount}
                      currencySymbol={book.price.currency_symbol}
                      size="small"
                      tone="muted"
                    />
                  </div>
                  <div className={classes.Controls}>
                    {printbook ? (
                      <div className={classes.Quantity} role="group" aria-label={`Quantity of ${book.title}`}>
                        <IconButton
                          label={`Decrease quantity of ${book.title}`}
                          icon={<MinusIcon size={16} />}
                          size="small"
                          variant="secondary"
                          disabled={pending || item.quantity <= 1 || !onDecrease}
                          onClick={() => onDecrease?.(item)}
                        />
                        <output
                          className={classes.Count}
                          aria-live="polite"
                          aria-label={`Quantity ${item.quantity}`}
                        >
                          {item.quantity}
                        </output>
                        <IconButton
                          label={`Increase quantity of ${book.title}`}
                          icon={<PlusIcon size={16} />}
                          size="small"
                          variant="secondary"
                          disabled={pending || !onIncrease}
                          onClick={() => onIncrease?.(item)}
                        />
                      </div>
                    ) : (
                      <span className={classes.Single}>Qty {item.quantity}</span>
                    )}
                    {pending ? <Spinner size="small" label="Updating" /> : null}
                    {onRemove ? (
                      <IconButton
                        label={`Remove ${book.title} from cart`}
                        icon={<TrashIcon size={16} />}
                        size="small"
                        disabled={pending}
                        onClick={() => onRemove(item)}
                      />
                    ) : null}
                  </div>
                </div>
                <Price
                  className={classes.LineTotal}
                  amount={lineTotal(book.price.amount, item.quantity)}
                  currencySymbol={book.price.currency_symbol}
                  size="small"
                />
              </li>
            );
          })}
        </ul>
      )}
    </Drawer>
  );
}

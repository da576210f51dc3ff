import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { CartIcon } from '../icons';
import { IconButton } from '../IconButton';
import classes from './CartButton.module.css';

export interface CartButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The cart count: the sum of the cart items' quantities. */
  count: number;
  /** Whether the cart drawer this button opens is open. */
  expanded?: boolean;
}

/** "Cart, 1 item" / "Cart, 3 items". */
export function cartButtonLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The header's cart button with a count badge, announced as "Cart, 3 items". */
export function CartButton({ count, expanded, className, ...rest }: CartButtonProps) {
  // The badge sits beside the button, not inside it, so the button's label clipping cannot cut it.
  return (
    <span className={clsx(classes.CartButton, className)}>
      <IconButton
        {...rest}
        label={cartButtonLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={expanded}
        icon={<CartIcon size={22} />}
      />
      {count > 0 ? (
        <span className={classes.Count} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </span>
  );
}

import { CartDrawer, type CartDrawerItem } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { decreaseCartItem, increaseCartItem, pendingCartIds, deleteCartItem } from '../../cart/actions';
import { cartItems, type CartItem } from '../../state/cart';
import { cartDrawerOpen } from '../../state/ui';
import { ShellLink } from '../../links/ShellLink';

function cartItemOf(item: CartDrawerItem): CartItem | undefined {
  return cartItems.peek().find((candidate) => candidate.id === item.id);
}

/** The cart drawer over the cart items; every change goes through the cart actions. */
export function CartPanel() {
  useSignals();
  const close = () => {
    cartDrawerOpen.value = false;
  };
  const act = (action: (item: CartItem) => Promise<boolean>) => (drawerItem: CartDrawerItem) => {
    const item = cartItemOf(drawerItem);
    if (item) void action(item);
  };
  return (
    <CartDrawer
      open={cartDrawerOpen.value}
      onClose={close}
      items={cartItems.value}
      onIncrease={act(increaseCartItem)}
      onDecrease={act(decreaseCartItem)}
      onRemove={act(deleteCartItem)}
      checkoutHref="/checkout"
      onCheckout={close}
      linkAs={ShellLink}
      pendingItemIds={pendingCartIds.value}
    />
  );
}

import { cartCount } from '@bookstore/api-client/constants';
import { CartButton, CartDrawer } from '@bookstore/ui';
import { useEffect, useRef, useState } from 'react';
import { getPartnerCart } from '../../runtime/cart-store';
import { absoluteUrl, useOverlayLayer, useWidget } from '../../runtime/context';
import { CHECKOUT_EVENT } from '../../runtime/events';
import { checkoutUrl } from '../../runtime/handoff';
import type { WidgetProps } from '../../runtime/mount';
import { usePartnerCartItems } from '../../runtime/usePartnerCart';

/** Sends the browser to a URL; a seam so tests can observe the hand-off. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * `<bookstore-cart>`: the kit's cart button with the count and its cart drawer, rendered inside the
 * widget above the page. Checkout hands the items to the store's checkout.
 */
export function CartWidget(_props: WidgetProps) {
  const { api, config, emit } = useWidget();
  const items = usePartnerCartItems();
  const [open, setOpen] = useState(false);
  const layer = useOverlayLayer(open);
  const refreshing = useRef(new Set<string>());

  // Lines added under another country are re-priced in this one's currency.
  useEffect(() => {
    const cart = getPartnerCart();
    for (const item of items) {
      if (item.country === config.country || refreshing.current.has(item.id)) continue;
      refreshing.current.add(item.id);
      api
        .getBook({ params: { uid: item.book.uid }, query: { country: config.country } })
        .then(({ data }) => {
          cart.update(
            item.id,
            {
              uid: data.uid,
              title: data.title,
              type: data.type,
              cover_path: absoluteUrl(data.cover_path, config.apiBase),
              price: data.price,
            },
            config.country,
          );
        })
        .catch(() => {
          // Keep the old line; the store prices the hand-off itself.
        })
        .finally(() => refreshing.current.delete(item.id));
    }
  }, [api, config.apiBase, config.country, items]);

  const checkout = () => {
    const cart = getPartnerCart();
    const lines = cart.handoffItems();
    if (lines.length === 0) return;
    const url = checkoutUrl(config.storeUrl, lines, {
      country: config.country,
      partner: config.partner,
      returnUrl: location.href,
    });
    // Cancelable: a host may open the checkout itself (a new window, its own analytics first).
    if (!emit(CHECKOUT_EVENT, { items: lines, url }, true)) return;
    setOpen(false);
    // The store's cart owns the items from here on; keeping them would add them twice next time.
    cart.clear();
    navigation.assign(url);
  };

  const cart = getPartnerCart();
  return (
    <>
      <CartButton count={cartCount(items)} expanded={open} onClick={() => setOpen(true)} />
      <CartDrawer
        open={open}
        onClose={() => setOpen(false)}
        items={items}
        container={layer}
        onIncrease={(item) => cart.increase(String(item.id))}
        onDecrease={(item) => cart.decrease(String(item.id))}
        onRemove={(item) => cart.remove(String(item.id))}
        onCheckout={checkout}
      />
    </>
  );
}

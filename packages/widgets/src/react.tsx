import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
} from 'react';
import { createPortal } from 'react-dom';
import { getPageOptions, resolveConfig, subscribePageOptions, type BookstoreOptions } from './runtime/config';
import { WidgetShell } from './runtime/context';
import {
  ADD_TO_CART_EVENT,
  CHECKOUT_EVENT,
  PLAY_EVENT,
  type AddToCartDetail,
  type CheckoutDetail,
  type PlayDetail,
} from './runtime/events';
import { fallbackOrigin, prepareShadowRoot, type WidgetProps } from './runtime/mount';
import { BookCardWidget } from './widgets/book-card';
import { CartWidget } from './widgets/cart';
import { PlayerWidget } from './widgets/player';
import { SearchWidget } from './widgets/search';

/** Props shared by the React components: configuration, the host element's class and style, events. */
export interface WidgetComponentProps extends BookstoreOptions {
  className?: string;
  style?: CSSProperties;
  onAddToCart?: (event: CustomEvent<AddToCartDetail>) => void;
  /** Call `event.preventDefault()` to stay on the page instead of opening the store's checkout. */
  onCheckout?: (event: CustomEvent<CheckoutDetail>) => void;
  onPlay?: (event: CustomEvent<PlayDetail>) => void;
}

export interface BookWidgetComponentProps extends WidgetComponentProps {
  /** The book's uid. */
  uid: string;
}

const serverOptions = (): BookstoreOptions => ({});

function useEvent<D>(
  host: HTMLElement | null,
  type: string,
  handler: ((event: CustomEvent<D>) => void) | undefined,
) {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  const wanted = handler !== undefined;
  useEffect(() => {
    if (!host || !wanted) return;
    const listener = (event: Event) => ref.current?.(event as CustomEvent<D>);
    host.addEventListener(type, listener);
    return () => host.removeEventListener(type, listener);
  }, [host, type, wanted]);
}

/**
 * Renders a widget into the shadow root of its own `<div>` through a portal, so it shares the host
 * app's React (one copy, one tree) while its styles stay isolated.
 */
function WidgetHost({
  name,
  Widget,
  uid,
  className,
  style,
  onAddToCart,
  onCheckout,
  onPlay,
  apiBase,
  storeUrl,
  country,
  theme,
  partner,
  fetch,
}: WidgetComponentProps & WidgetProps & { name: string; Widget: ComponentType<WidgetProps> }) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const hostRef = useCallback((node: HTMLDivElement | null) => {
    setHost(node);
    setShadow(node ? prepareShadowRoot(node) : null);
  }, []);
  const page = useSyncExternalStore(subscribePageOptions, getPageOptions, serverOptions);
  const config = useMemo(
    () => resolveConfig([page, { apiBase, storeUrl, country, theme, partner, fetch }], fallbackOrigin()),
    [page, apiBase, storeUrl, country, theme, partner, fetch],
  );

  useEvent(host, ADD_TO_CART_EVENT, onAddToCart);
  useEvent(host, CHECKOUT_EVENT, onCheckout);
  useEvent(host, PLAY_EVENT, onPlay);

  return (
    <div ref={hostRef} className={className} style={style} data-bookstore-widget={name}>
      {host && shadow
        ? createPortal(
            <WidgetShell config={config} host={host} name={name}>
              <Widget uid={uid} />
            </WidgetShell>,
            shadow,
          )
        : null}
    </div>
  );
}

/** The search button and overlay; results link to the store. */
export function BookstoreSearch(props: WidgetComponentProps) {
  return <WidgetHost {...props} name="search" Widget={SearchWidget} />;
}

/** The partner cart: button with count, drawer, Checkout on the store. */
export function BookstoreCart(props: WidgetComponentProps) {
  return <WidgetHost {...props} name="cart" Widget={CartWidget} />;
}

/** One book: cover, title, authors, price in the country's currency, Add to cart. */
export function BookstoreBookCard(props: BookWidgetComponentProps) {
  return <WidgetHost {...props} name="book-card" Widget={BookCardWidget} />;
}

/** An audiobook sample player. */
export function BookstorePlayer(props: BookWidgetComponentProps) {
  return <WidgetHost {...props} name="player" Widget={PlayerWidget} />;
}

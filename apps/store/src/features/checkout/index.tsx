import type { CartItem, DeliveryAddress } from '@bookstore/api-client/contract';
import { Badge, BookCover, Button, bookTypeLabel, EmptyState, RadioGroup } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api, hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { addToCart } from '../../cart/actions';
import {
  HANDOFF_PARAM,
  rememberedReturnUrl,
  RETURN_PARAM,
  safeReturnUrl,
  takeHandoff,
} from '../../cart/handoff';
import { showError, showSuccess } from '../../feedback/toast';
import { account, setAccount } from '../../state/account';
import { cartCurrencySymbol, cartItems, cartTotal, clearCart, printBookQuantity } from '../../state/cart';
import { countryCode } from '../../state/country';
import { sessionActive } from '../../state/session';
import { Loadable, Money, Screen, Section, useCountry } from '../shared';
import { AddressForm } from './AddressForm';
import classes from './checkout.module.css';
import { PartnerReturn } from '../../cart/PartnerReturn';

/**
 * The delivery fee for the print-book quantity to one address (spec §7); undefined while it loads,
 * without print books or an address, and when the call fails (spec §8: silently ignored).
 */
function useDeliveryFee(quantity: number, addressId: number | undefined, country: string) {
  const [fee, setFee] = useState<{ key: string; amount: number } | undefined>();
  const key = `${quantity}:${addressId ?? ''}:${country}`;
  useEffect(() => {
    if (quantity <= 0 || addressId === undefined) return;
    let current = true;
    api.orders
      .getDeliveryFee({ body: { quantity, address_id: addressId } })
      .then(({ data }) => {
        if (current) setFee({ key, amount: data.delivery_fee.amount });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [quantity, addressId, key]);
  return fee?.key === key ? fee.amount : undefined;
}

function ItemRow({ item }: { item: CartItem }) {
  const { book, quantity } = item;
  return (
    <li className={classes.Item}>
      <BookCover src={book.cover_path} title={book.title} alt="" width={48} />
      <span className={classes.ItemText}>
        <AppLink href={`/books/${book.uid}`} className={classes.ItemTitle}>
          {book.title}
        </AppLink>
        <span className={classes.Muted}>
          {bookTypeLabel(book.type)} · {quantity} × <Money value={book.price} size="small" />
        </span>
      </span>
      <Money value={{ amount: book.price.amount * quantity, currency_symbol: book.price.currency_symbol }} />
    </li>
  );
}

/** Items, subtotal, delivery fee and total: what the order will cost. */
function OrderSummary({
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
  const symbol = cartCurrencySymbol.value ?? '';
  const subtotal = cartTotal.value;
  const total = (Math.round(subtotal * 100) + Math.round((deliveryFee ?? 0) * 100)) / 100;
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
          <Money value={{ amount: total, currency_symbol: symbol }} size="large" />
        </dd>
      </dl>
      {children}
    </section>
  );
}

function AddressLabel({ address }: { address: DeliveryAddress }) {
  return (
    <address className={classes.Address}>
      <span>
        {address.full_name} {address.is_primary ? <Badge variant="accent">Primary</Badge> : null}
      </span>
      <span className={classes.Muted}>
        {[address.address_line_1, address.address_line_2, address.city, address.state.name]
          .filter(Boolean)
          .join(', ')}
        , {address.country_code.toUpperCase()}
      </span>
    </address>
  );
}

/** The delivery addresses to choose from (the primary first and chosen by default) and a form to add one. */
function DeliverySection({
  chosen,
  onChoose,
}: {
  chosen: number | undefined;
  onChoose: (id: number) => void;
}) {
  useSignals();
  const user = account.value;
  const [adding, setAdding] = useState(false);
  if (!user) return null;
  const addresses = [...user.delivery_addresses].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  return (
    <Section title="Delivery address">
      {addresses.length > 0 ? (
        <RadioGroup
          label="Deliver the print books to"
          name="delivery_address"
          value={chosen === undefined ? undefined : String(chosen)}
          onChange={(value) => onChoose(Number(value))}
          options={addresses.map((address) => ({
            value: String(address.id),
            label: <AddressLabel address={address} />,
          }))}
        />
      ) : (
        <p className={classes.Muted}>Print books need a delivery address. Add one to see the delivery fee.</p>
      )}
      {adding || addresses.length === 0 ? (
        <AddressForm
          user={user}
          country={countryCode.value}
          onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
          onAdded={(next, message) => {
            setAccount({ ...user, delivery_addresses: next });
            setAdding(false);
            const primary = next.find((address) => address.is_primary) ?? next[next.length - 1];
            if (primary) onChoose(primary.id);
            void showSuccess(message);
          }}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add a delivery address
          </Button>
        </div>
      )}
    </Section>
  );
}

/** Where sign-in and sign-up bring the visitor back to: this page without the consumed hand-off. */
function useReturnPath(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete(HANDOFF_PARAM);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

function SignInPrompt() {
  const back = encodeURIComponent(useReturnPath());
  return (
    <section className={classes.Prompt} aria-labelledby="sign-in-to-buy">
      <h2 id="sign-in-to-buy" className={classes.Heading}>
        Sign in to place your order
      </h2>
      <p>Your cart stays as it is: it joins your account&apos;s cart when you sign in or join.</p>
      <div className={classes.Actions}>
        <Button href={`/login?redirect=${back}`} as={AppLink}>
          Login
        </Button>
        <Button href={`/signup?redirect=${back}`} as={AppLink} variant="secondary">
          Join
        </Button>
      </div>
    </section>
  );
}

/** /checkout: the cart, delivery for print books, the order summary and placing the order. */
export function CheckoutScreen() {
  useSignals();
  const [params, setParams] = useSearchParams();
  const country = useCountry();
  const navigate = useNavigate();
  const items = cartItems.value;
  const signedIn = sessionActive.value;
  const user = account.value;
  const needsDelivery = printBookQuantity.value > 0;
  const returnUrl = safeReturnUrl(params.get(RETURN_PARAM)) ?? rememberedReturnUrl();

  // A partner's cart arrives once; the URL loses `handoff` so a reload does not add it again.
  const hasHandoff = params.has(HANDOFF_PARAM);
  useEffect(() => {
    if (hasHandoff) setParams(takeHandoff(new URLSearchParams(window.location.search)), { replace: true });
  }, [hasHandoff, setParams]);

  const primaryId = user?.delivery_addresses.find((address) => address.is_primary)?.id;
  const [chosenId, setChosenId] = useState<number | undefined>();
  const addressId =
    chosenId !== undefined && user?.delivery_addresses.some((address) => address.id === chosenId)
      ? chosenId
      : (primaryId ?? user?.delivery_addresses[0]?.id);
  const deliveryFee = useDeliveryFee(
    signedIn && needsDelivery ? printBookQuantity.value : 0,
    addressId,
    country,
  );

  const [placing, setPlacing] = useState(false);
  const placeOrder = async () => {
    setPlacing(true);
    try {
      const { data } = await api.orders.create({
        body: { country, address_id: needsDelivery ? addressId : undefined },
      });
      // The server emptied the cart into the order.
      clearCart();
      if (data.payment.checkout_url) window.location.assign(data.payment.checkout_url);
      else navigate(`/myaccount/payments/${data.payment.id}`);
    } catch (error) {
      void showError(error);
      setPlacing(false);
    }
  };

  return (
    <Screen title="Checkout" description="Review your cart, choose where print books go and pay.">
      {items.length === 0 ? (
        <>
          <EmptyState
            title="You have no item in your Cart"
            action={
              <Button href="/" as={AppLink}>
                Browse books
              </Button>
            }
          />
          <PartnerReturn url={returnUrl} />
        </>
      ) : (
        <div className={classes.Layout}>
          <div className={classes.Main}>
            {!signedIn ? (
              <SignInPrompt />
            ) : needsDelivery ? (
              <DeliverySection chosen={addressId} onChoose={setChosenId} />
            ) : (
              <Section title="Delivery">
                <p className={classes.Muted}>
                  Ebooks and audiobooks need no delivery: they are in your library as soon as you have paid.
                </p>
              </Section>
            )}
            <PartnerReturn url={returnUrl} />
          </div>
          <OrderSummary items={items} deliveryFee={deliveryFee} needsDelivery={needsDelivery}>
            {signedIn ? (
              <>
                <Button
                  fullWidth
                  size="large"
                  loading={placing}
                  disabled={needsDelivery && addressId === undefined}
                  aria-describedby={needsDelivery && addressId === undefined ? 'needs-address' : undefined}
                  onClick={() => void placeOrder()}
                >
                  Place order
                </Button>
                {needsDelivery && addressId === undefined ? (
                  <p id="needs-address" className={classes.Muted}>
                    Add a delivery address for the print books to place the order.
                  </p>
                ) : null}
              </>
            ) : null}
          </OrderSummary>
        </div>
      )}
    </Screen>
  );
}

// Books being put in the cart by /books/{uid}/buy: effects may run twice, the book goes in once.
const buying = new Set<string>();

/** /books/{uid}/buy: puts that book in the cart (once) and continues to checkout. */
export function BuyBookScreen() {
  const { slug = '' } = useParams();
  const country = useCountry();
  const navigate = useNavigate();
  const book = hooks.public.useGetBook({ params: { uid: slug }, query: { country } });
  const detail = book.data?.data;
  useEffect(() => {
    if (!detail) return;
    let current = true;
    const inCart = cartItems.peek().some((item) => item.book.uid === detail.uid);
    const adding = inCart || buying.has(detail.uid) ? null : detail.uid;
    if (adding) buying.add(adding);
    void (adding ? addToCart(detail) : Promise.resolve(true))
      .then((added) => {
        if (current && added) navigate('/checkout', { replace: true });
      })
      .finally(() => {
        if (adding) buying.delete(adding);
      });
    return () => {
      current = false;
    };
  }, [detail, navigate]);
  return (
    <Screen title={detail ? `Buy ${detail.title}` : 'Buy'} description="Buy one book.">
      <Loadable response={book}>
        {({ data }) => (
          <p className={classes.Muted}>
            Adding {data.title} ({bookTypeLabel(data.type)}) to your cart…
          </p>
        )}
      </Loadable>
    </Screen>
  );
}

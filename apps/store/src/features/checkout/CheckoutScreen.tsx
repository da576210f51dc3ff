import { withRedirect } from '@bookstore/api-client/constants';
import { Button, EmptyState } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { AppLink } from '../../links/AppLink';
import {
  HANDOFF_PARAM,
  rememberedReturnUrl,
  RETURN_PARAM,
  safeReturnUrl,
  takeHandoff,
} from '../../cart/handoff';
import { PartnerReturn } from '../../cart/PartnerReturn';
import { useAction } from '../../forms';
import { deliveryAddresses } from '../../state/account';
import { cartItems, clearCart, printBookQuantity } from '../../state/cart';
import { sessionActive } from '../../state/session';
import { Screen, Section, useCountry } from '../shared';
import classes from './checkout.module.css';
import { DeliverySection } from './DeliverySection';
import { OrderSummary } from './OrderSummary';
import { useDeliveryFee } from './useDeliveryFee';

/** Where sign-in and sign-up bring the visitor back to: this page without the consumed hand-off. */
function useReturnPath(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete(HANDOFF_PARAM);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

function SignInPrompt() {
  const back = useReturnPath();
  return (
    <section className={classes.Prompt} aria-labelledby="sign-in-to-buy">
      <h2 id="sign-in-to-buy" className={classes.Heading}>
        Sign in to place your order
      </h2>
      <p>Your cart stays as it is: it joins your account&apos;s cart when you sign in or join.</p>
      <div className={classes.Actions}>
        <Button href={withRedirect('/login', back)} linkAs={AppLink}>
          Login
        </Button>
        <Button href={withRedirect('/signup', back)} linkAs={AppLink} variant="secondary">
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
  const needsDelivery = printBookQuantity.value > 0;
  const returnUrl = safeReturnUrl(params.get(RETURN_PARAM)) ?? rememberedReturnUrl();

  // A partner's cart arrives once; the URL loses `handoff` so a reload does not add it again.
  const hasHandoff = params.has(HANDOFF_PARAM);
  useEffect(() => {
    if (hasHandoff) setParams(takeHandoff(new URLSearchParams(window.location.search)), { replace: true });
  }, [hasHandoff, setParams]);

  // The chosen address while it exists, else the primary one (the list has it first).
  const addresses = deliveryAddresses.value;
  const [chosenId, setChosenId] = useState<number | undefined>();
  const addressId = addresses.some((address) => address.id === chosenId) ? chosenId : addresses[0]?.id;
  const deliveryFee = useDeliveryFee(
    signedIn && needsDelivery ? printBookQuantity.value : 0,
    addressId,
    country,
  );

  // After the order is placed the page leaves for the payment: the button stays busy until it has.
  const [leaving, setLeaving] = useState(false);
  const place = useAction(api.orders.create, {
    success: false,
    onSuccess: ({ data }) => {
      setLeaving(true);
      // The server emptied the cart into the order.
      clearCart();
      if (data.payment.checkout_url) window.location.assign(data.payment.checkout_url);
      else navigate(`/myaccount/payments/${data.payment.id}`);
    },
  });
  const placing = place.running || leaving;
  const placeOrder = () =>
    place.run({ body: { country, address_id: needsDelivery ? addressId : undefined } });

  return (
    <Screen title="Checkout" description="Review your cart, choose where print books go and pay.">
      {items.length === 0 ? (
        <>
          <EmptyState
            title="You have no item in your Cart"
            action={
              <Button href="/" linkAs={AppLink}>
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

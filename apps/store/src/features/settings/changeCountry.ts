import type { Country } from '@bookstore/api-client/contract';
import { ApiError } from '@bookstore/api-client';
import { api } from '../../api';
import { LONG_TOAST_MS, showError, showInfo } from '../../feedback/toast';
import { cartItems, pendingCartIds, setCartItems } from '../../state/cart';
import { countryCode, storeCountryCode } from '../../state/country';
import { countryOfAddress } from '../../state/pageCountry';
import { sessionActive } from '../../state/session';

/** What the switch says, e.g. "Prices now in NGN" (a toast, read out by screen readers). */
export function pricesNowIn(country: Pick<Country, 'currency'> | undefined, code: string): string {
  return `Prices now in ${country?.currency.code ?? code.toUpperCase()}`;
}

/**
 * Switches the store to a country: the catalogue, the book pages and the checkout refetch under their
 * country keys, a signed-in cart is reloaded in the new currency (session/session.ts), and a visitor's
 * cart is re-priced here, book by book. Says so in a toast.
 */
export async function changeCountry(code: string, countries: readonly Country[]): Promise<void> {
  const changed = code.toLowerCase() !== countryCode.peek();
  // Saved even when unchanged: picking a country is choosing one (the ensure_country_is_set guard).
  storeCountryCode(code);
  if (!changed) return;
  const country = countries.find((entry) => entry.country_code === countryCode.peek());
  void showInfo(pricesNowIn(country, code), LONG_TOAST_MS);
  if (!sessionActive.peek()) await repriceVisitorCart(countryCode.peek());
}

/**
 * A visitor's cart keeps the prices its books had when added; a new country prices them again. A book
 * no longer sold there leaves the cart (said in a toast); other failures keep the cart as it was.
 */
export async function repriceVisitorCart(country: string): Promise<void> {
  const items = cartItems.peek();
  if (items.length === 0) return;
  const uids = [...new Set(items.map((item) => item.book.uid))];
  pendingCartIds.value = [...pendingCartIds.peek(), ...items.map((item) => item.id)];
  try {
    const answers = await Promise.allSettled(
      uids.map((uid) => api.public.getBook({ params: { uid }, query: { country } })),
    );
    // Another switch (or a sign-in) while these ran: its own pass prices the cart.
    if (countryCode.peek() !== country || sessionActive.peek()) return;
    const prices = new Map<string, (typeof items)[number]['book']['price'] | null>();
    let failure: unknown;
    answers.forEach((answer, index) => {
      const uid = uids[index] ?? '';
      if (answer.status === 'fulfilled') prices.set(uid, answer.value.data.price);
      else if (answer.reason instanceof ApiError && answer.reason.status === 404) prices.set(uid, null);
      else failure ??= answer.reason;
    });
    if (failure !== undefined) {
      void showError(failure);
      return;
    }
    // Items added meanwhile were priced in this country already; only the ones fetched change.
    const removed: string[] = [];
    const next = cartItems.peek().flatMap((item) => {
      if (!prices.has(item.book.uid)) return [item];
      const price = prices.get(item.book.uid);
      if (!price) {
        removed.push(item.book.title);
        return [];
      }
      return [{ ...item, book: { ...item.book, price } }];
    });
    setCartItems(next);
    if (removed.length > 0) {
      void showInfo(
        `Not sold in this country, so removed from your cart: ${removed.join(', ')}`,
        LONG_TOAST_MS,
      );
    }
  } finally {
    const ids = new Set<number | string>(items.map((item) => item.id));
    pendingCartIds.value = pendingCartIds.peek().filter((id) => !ids.has(id));
  }
}

/**
 * `?country=` on a page the browser renders alone (no server render to take the country from, see
 * app/serverPage.ts): the store switches to it as the country switcher would (saved, the visitor's cart
 * priced again, "Prices now in …" said), once the supported countries say it is sold to; an unknown
 * code is ignored, as the server ignores it.
 */
export async function takeAddressCountry(search: string): Promise<void> {
  const code = countryOfAddress(search);
  if (!code || code === countryCode.peek()) return;
  const { data: countries } = await api.public.listSupportedCountries({});
  if (countries.some((country) => country.country_code === code)) await changeCountry(code, countries);
}

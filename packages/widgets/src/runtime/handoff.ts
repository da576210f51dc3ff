import { MAX_COPIES } from '@bookstore/api-client/constants';
import type { HandoffItem } from './events';
import { withPartner } from './config';

/**
 * The hand-off of a partner cart to the store's checkout:
 * `{storeUrl}/checkout?handoff=<base64url(JSON [{uid, quantity}])>&country=<cc>&return=<partner page URL>`
 * (and `&ref=<partner code>&ref_src=widget` when the page names a partner).
 * The store decodes `handoff`, adds the items to its cart (after sign-in if needed) and, when `return`
 * is present, offers the way back to the partner page.
 */
export const HANDOFF_PARAM = 'handoff';
export const RETURN_PARAM = 'return';
export const COUNTRY_PARAM = 'country';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Encodes cart lines for the `handoff` query parameter. */
export function encodeHandoff(items: readonly HandoffItem[]): string {
  const lines = items.map(({ uid, quantity }) => ({ uid, quantity }));
  return toBase64Url(new TextEncoder().encode(JSON.stringify(lines)));
}

/** Decodes a `handoff` value; malformed input or lines give an empty list / are skipped. */
export function decodeHandoff(value: string): HandoffItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(fromBase64Url(value)));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: HandoffItem[] = [];
  for (const line of parsed as unknown[]) {
    if (!line || typeof line !== 'object') continue;
    const { uid, quantity } = line as { uid?: unknown; quantity?: unknown };
    if (typeof uid !== 'string' || uid === '') continue;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_COPIES)
      continue;
    items.push({ uid, quantity });
  }
  return items;
}

/**
 * The store checkout URL (the cart widget's hand-off) carrying the items, the country, the partner and
 * the page to return to.
 */
export function checkoutUrl(
  storeUrl: string,
  items: readonly HandoffItem[],
  options: { country?: string; returnUrl?: string; partner?: string | undefined } = {},
): string {
  const url = new URL(`${storeUrl.replace(/\/+$/, '')}/checkout`);
  url.searchParams.set(HANDOFF_PARAM, encodeHandoff(items));
  if (options.country) url.searchParams.set(COUNTRY_PARAM, options.country);
  if (options.returnUrl) url.searchParams.set(RETURN_PARAM, options.returnUrl);
  withPartner(url, options.partner, 'cart');
  return url.toString();
}

/** Rows and stand-ins the presenter tests share: the media store's addresses, a payment row. */
import type { Payment as PaymentRow } from '../src/db/schema.ts';
import type { MediaUrls } from '../src/media/urls.ts';

export function mediaUrl(path: string): string;
export function mediaUrl(path: string | null): string | null;
export function mediaUrl(path: string | null): string | null {
  return path ? `https://media.test/${path}` : null;
}
export const urls: MediaUrls = { media: { url: mediaUrl } };
export const origin = 'https://api.test';
export const at = new Date('2026-03-04T05:06:07Z');
export const naira = { currency_code: 'NGN', currency_symbol: '₦' };

export const paymentRow = (over: Partial<PaymentRow> = {}): PaymentRow => ({
  id: 5,
  uid: 'pay-uid',
  user_id: 1,
  order_id: 9,
  vo_order_id: null,
  reference: 'PAY-1',
  provider: 'test',
  gateway: 'test',
  checkout_url: null,
  amount: 250_050,
  ...naira,
  status: 'pending',
  paid_at: null,
  created_at: at,
  updated_at: at,
  ...over,
});

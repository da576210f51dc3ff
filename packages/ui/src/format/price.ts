/** The price shape the API sends on books and cart items. */
export interface PriceData {
  amount: number | string;
  currency_symbol: string;
}

const TWO_DECIMALS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * Formats an amount the way the spec shows prices: two decimals, comma thousands separators and the
 * currency symbol in front, e.g. `formatPrice(12500, '₦')` gives `₦12,500.00`. Amounts may arrive as
 * numeric strings from the API; anything that is not a number is shown unchanged.
 */
export function formatPrice(amount: number | string, currencySymbol = ''): string {
  const value = typeof amount === 'number' ? amount : Number(String(amount).replace(/,/g, '').trim());
  if (String(amount).trim() === '' || !Number.isFinite(value)) return `${currencySymbol}${String(amount)}`;
  // Round to minor units first so that -0.001 prints as "₦0.00", never "-₦0.00".
  const cents = Math.round(value * 100);
  const formatted = TWO_DECIMALS.format(Math.abs(cents) / 100);
  const negative = cents < 0;
  return `${negative ? '-' : ''}${currencySymbol}${formatted}`;
}

/** Sum of quantity times unit price, the spec's cart total. */
export function cartTotal(items: readonly { quantity: number; book: { price: PriceData } }[]): number {
  // Work in minor units so that 0.1 + 0.2 style drift never reaches the total.
  const cents = items.reduce(
    (sum, item) => sum + Math.round(Number(item.book.price.amount) * 100) * item.quantity,
    0,
  );
  return cents / 100;
}

/** Sum of quantities, the spec's cart count. */
export function cartCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

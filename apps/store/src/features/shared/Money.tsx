import { Price } from '@bookstore/ui';

/** A contract amount ({ amount, currency_symbol }) as the spec formats prices. */
export function Money({
  value,
  size,
}: {
  value: { amount: number; currency_symbol: string };
  size?: 'small' | 'medium' | 'large';
}) {
  return <Price amount={value.amount} currencySymbol={value.currency_symbol} size={size} />;
}

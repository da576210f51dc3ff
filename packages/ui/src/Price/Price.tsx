import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import { formatPrice } from '../format';
import classes from './Price.module.css';

export interface PriceProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The amount in major units (a numeric string from the API is fine). */
  amount: number | string;
  /** The currency symbol shown before the amount, e.g. ₦. */
  currencySymbol: string;
  /** Text size. */
  size?: 'small' | 'medium' | 'large';
  /** `strong` for the price a buyer pays, `muted` for secondary figures. */
  tone?: 'default' | 'strong' | 'muted';
}

/** A price with two decimals, comma thousands and the currency symbol: ₦12,500.00. */
export function Price({
  amount,
  currencySymbol,
  size = 'medium',
  tone = 'default',
  className,
  ...rest
}: PriceProps) {
  return (
    <span {...rest} className={clsx(classes.Price, className)} data-size={size} data-tone={tone}>
      {formatPrice(amount, currencySymbol)}
    </span>
  );
}

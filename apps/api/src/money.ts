/** Every supported currency has two decimals, so minor units are hundredths. */
const MINOR_PER_MAJOR = 100;

export interface Money {
  amount: number;
  currency_code: string;
  currency_symbol: string;
}

export interface CurrencyInfo {
  currency_code: string;
  currency_symbol: string;
}

/** Integer minor units from the database -> the contract's major-unit amount. */
export function money(minor: number, currency: CurrencyInfo): Money {
  return {
    amount: Math.round(minor) / MINOR_PER_MAJOR,
    currency_code: currency.currency_code,
    currency_symbol: currency.currency_symbol,
  };
}

/** A major-unit amount from a request (1500.5) -> integer minor units (150050). */
export function toMinor(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR);
}

import type { BankAccount } from '@bookstore/api-client/contract';
import type { BankAccountRow } from './banks.queries.ts';

/** All but the last four digits hidden: `******6789`. */
export function maskAccountNumber(accountNumber: string): string {
  return `${'*'.repeat(Math.max(0, accountNumber.length - 4))}${accountNumber.slice(-4)}`;
}

export function presentBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    bank_code: row.bank_code,
    bank_name: row.bank_name,
    account_number_masked: maskAccountNumber(row.account_number),
    account_name: row.account_name,
    currency_code: row.currency_code,
    is_default: row.is_default,
    created_at: row.created_at.toISOString(),
  };
}

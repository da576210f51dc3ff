import { z } from 'zod';
import { CountryCode, CurrencyCode, DateTimeString, Id, IdParams, Money } from './common';
import { endpoint, envelope, messageOnly } from './endpoint';

export const PayoutBank = z.object({
  code: z.string().min(1).max(20),
  name: z.string(),
  country_code: CountryCode,
  currency_code: CurrencyCode,
});
export type PayoutBank = z.infer<typeof PayoutBank>;

export const AccountNumber = z.string().regex(/^\d{6,20}$/, 'The account number must be 6 to 20 digits.');

export const BankAccount = z.object({
  id: Id,
  bank_code: z.string(),
  bank_name: z.string(),
  /** Only the last 4 digits are visible. */
  account_number_masked: z.string(),
  account_name: z.string(),
  currency_code: CurrencyCode,
  is_default: z.boolean(),
  created_at: DateTimeString,
});
export type BankAccount = z.infer<typeof BankAccount>;

export const ResolvedBankAccount = z.object({
  bank_code: z.string(),
  account_number: AccountNumber,
  account_name: z.string(),
});

export const withdrawalStatuses = ['pending', 'processing', 'paid', 'failed'] as const;
export const Withdrawal = z.object({
  id: Id,
  reference: z.string(),
  amount: Money,
  fee: Money,
  bank_account: BankAccount,
  status: z.enum(withdrawalStatuses),
  created_at: DateTimeString,
});
export type Withdrawal = z.infer<typeof Withdrawal>;

export const ResolveBankAccountBody = z.object({
  bank_code: z.string().trim().min(1, 'The bank field is required.').max(20),
  account_number: AccountNumber,
});

export const AddBankAccountBody = ResolveBankAccountBody.extend({
  is_default: z.boolean().default(false),
});

export const banksEndpoints = {
  resolve: endpoint({
    method: 'POST',
    path: '/api/user/banks/resolve',
    body: ResolveBankAccountBody,
    response: envelope(ResolvedBankAccount),
    auth: 'seller',
    summary: 'Looks up the account name for a bank account number.',
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/user/banks',
    response: envelope(z.array(BankAccount)),
    auth: 'seller',
    summary: "The seller's bank accounts.",
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/user/banks',
    body: AddBankAccountBody,
    response: envelope(BankAccount),
    status: 201,
    auth: 'seller',
    summary: 'Adds a resolved bank account for payouts.',
  }),
  makeDefault: endpoint({
    method: 'POST',
    path: '/api/user/banks/:id/default',
    params: IdParams,
    response: envelope(BankAccount),
    auth: 'seller',
    extension: true,
    summary: 'Makes a bank account the default for withdrawals (the others stop being default).',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/user/banks/:id',
    params: IdParams,
    response: messageOnly,
    auth: 'seller',
    summary: 'Removes a bank account.',
  }),
};

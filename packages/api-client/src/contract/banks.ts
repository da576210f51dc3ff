import { z } from 'zod';
import { endpoint, envelope, messageOnly } from './endpoint';
import { IdParams } from './common';
import { AccountNumber, BankAccount, ResolvedBankAccount } from './entities';

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
    auth: 'author',
    summary: 'Looks up the account name for a bank account number.',
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/user/banks',
    response: envelope(z.array(BankAccount)),
    auth: 'author',
    summary: "The seller's bank accounts.",
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/user/banks',
    body: AddBankAccountBody,
    response: envelope(BankAccount),
    status: 201,
    auth: 'author',
    summary: 'Adds a resolved bank account for payouts.',
  }),
  makeDefault: endpoint({
    method: 'POST',
    path: '/api/user/banks/:id/default',
    params: IdParams,
    response: envelope(BankAccount),
    auth: 'author',
    extension: true,
    summary: 'Makes a bank account the default for withdrawals (the others stop being default).',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/user/banks/:id',
    params: IdParams,
    response: messageOnly,
    auth: 'author',
    summary: 'Removes a bank account.',
  }),
};

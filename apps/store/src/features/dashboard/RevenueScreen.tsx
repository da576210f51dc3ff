import type { BankAccount, Revenue } from '@bookstore/api-client/contract';
import { WithdrawBody } from '@bookstore/api-client/contract';
import { apiKeys, useApiCache } from '@bookstore/api-client/react';
import { Button, Select, TextField, type DataTableColumn } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { z } from 'zod';
import { api, hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { showSuccess } from '../../feedback/toast';
import { isAuthor, isPartner, isVoiceoverArtist } from '../../state/account';
import { useApiForm, ApiFormFrame } from '../../forms';
import {
  formatDate,
  humanize,
  Loadable,
  Money,
  PagedTable,
  Screen,
  Section,
  sharedClasses,
  StatGrid,
  useListQuery,
} from '../shared';
import { BankAccountsLoadable } from './BankAccountsLoadable';

/** What a ledger line is: a sale's earning, or a refund taking it back (a negative line). */
const ENTRY_LABELS: Record<Revenue['kind'], string> = { sale: 'Sale', refund: 'Refund' };

const COLUMNS: DataTableColumn<Revenue>[] = [
  { key: 'created_at', header: 'Date', cell: (revenue) => formatDate(revenue.created_at) },
  { key: 'kind', header: 'Entry', cell: (revenue) => ENTRY_LABELS[revenue.kind] },
  { key: 'book', header: 'Book', cell: (revenue) => revenue.book.title, rowHeader: true },
  { key: 'order_reference', header: 'Order' },
  { key: 'net', header: 'Net', align: 'end', cell: (revenue) => <Money value={revenue.net} /> },
  {
    key: 'status',
    header: 'Status',
    cell: (revenue) =>
      revenue.status === 'pending'
        ? `On hold until ${formatDate(revenue.available_at)}`
        : humanize(revenue.status),
  },
];

/** The bank account a withdrawal goes to, as the select lists it. */
function bankLabel(bank: BankAccount): string {
  return `${bank.bank_name} ${bank.account_number_masked}`;
}

// The amount box gives a number, or nothing when empty: say what is missing in words.
const WithdrawFormSchema = WithdrawBody.extend({
  amount: z.number('Enter the amount to withdraw.').positive('The amount must be greater than 0.'),
});

/** The withdrawal form: an amount and one of the seller's bank accounts (the default preselected). */
function WithdrawForm({ banks, onWithdrawn }: { banks: BankAccount[]; onWithdrawn: () => void }) {
  const preselected = banks.find((bank) => bank.is_default) ?? banks[0];
  const form = useApiForm({
    schema: WithdrawFormSchema,
    defaultValues: { bank_account_id: preselected?.id },
    submit: (body) => api.selling.withdraw({ body }),
    onSuccess: ({ message }) => {
      void showSuccess(message);
      onWithdrawn();
    },
  });
  return (
    <ApiFormFrame form={form} label="Withdraw revenue" submitLabel="Withdraw">
      <TextField
        label="Amount"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        required
        {...form.field('amount', {
          setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
        })}
      />
      <Select
        label="Bank account"
        required
        options={banks.map((bank) => ({ value: String(bank.id), label: bankLabel(bank) }))}
        {...form.field('bank_account_id', { setValueAs: (value: string) => Number(value) })}
      />
    </ApiFormFrame>
  );
}

/**
 * /dashboard/revenue: the balance, a withdrawal to a bank account, and an author's ledger of sales. A
 * voiceover artist withdraws here too (the same ledger); their jobs are listed on the voiceover pages.
 */
export function RevenueScreen() {
  useSignals();
  const { query } = useListQuery();
  const cache = useApiCache();
  const author = isAuthor.value;
  const statistics = hooks.selling.useRevenueStatistics({});
  const revenues = hooks.selling.useListRevenues(author ? { query } : null);
  const banks = hooks.banks.useList({});
  // A new form after each withdrawal: an empty amount, the default account again.
  const [withdrawals, setWithdrawals] = useState(0);

  const onWithdrawn = () => {
    setWithdrawals((count) => count + 1);
    void statistics.mutate();
    if (author) void revenues.mutate();
    void cache.refresh(apiKeys.selling.dashboardStatistics());
  };

  return (
    <Screen
      title="Revenue"
      description="Your earnings and withdrawals."
      actions={
        <Button href="/dashboard/revenue/bank" linkAs={AppLink} variant="secondary">
          Bank accounts
        </Button>
      }
    >
      <Loadable response={statistics}>
        {({ data }) => (
          <StatGrid
            stats={[
              { label: 'Available balance', value: <Money value={data.available_balance} /> },
              { label: 'Withdrawals on their way', value: <Money value={data.pending_withdrawal} /> },
              { label: 'Withdrawn', value: <Money value={data.withdrawn} /> },
              { label: 'Total revenue', value: <Money value={data.total_revenue} /> },
            ]}
          />
        )}
      </Loadable>
      <Section title="Withdraw">
        <BankAccountsLoadable
          banks={banks}
          emptyAction={
            <Button href="/dashboard/revenue/bank" linkAs={AppLink}>
              Add a bank account
            </Button>
          }
        >
          {(data) => <WithdrawForm key={withdrawals} banks={data} onWithdrawn={onWithdrawn} />}
        </BankAccountsLoadable>
      </Section>
      {author ? (
        <Section title="Earnings">
          <p className={sharedClasses.Muted}>
            Each sale’s earnings are on hold for a while, then available to withdraw. A refunded sale keeps
            its line and gains a negative one: the refund, taken from your earnings.
          </p>
          <PagedTable
            response={revenues}
            empty={{ title: 'No revenue yet', description: 'Earnings from your sales appear here.' }}
            caption="Your earnings by sale, and refunds"
            columns={COLUMNS}
            getRowKey={(revenue) => revenue.id}
          />
        </Section>
      ) : (
        <Section title="Earnings">
          {isVoiceoverArtist.value ? (
            <p className={sharedClasses.Muted}>
              A completed job’s earnings are on hold for a while, then available to withdraw.{' '}
              <AppLink href="/dashboard/voiceover/jobs">See your jobs</AppLink>
            </p>
          ) : null}
          {isPartner.value ? (
            <p className={sharedClasses.Muted}>
              A partner’s commission on an order is on hold for a while, then available to withdraw.{' '}
              <AppLink href="/dashboard/partner/orders">See your attributed orders</AppLink>
            </p>
          ) : null}
        </Section>
      )}
    </Screen>
  );
}

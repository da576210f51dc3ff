import type { BankAccount, Revenue } from '@bookstore/api-client/contract';
import { AddBankAccountBody, WithdrawBody } from '@bookstore/api-client/contract';
import { apiKeys } from '@bookstore/api-client/react';
import {
  Badge,
  Button,
  Checkbox,
  Dialog,
  EmptyState,
  Select,
  TextField,
  type DataTableColumn,
} from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { useSWRConfig } from 'swr';
import { api, hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { showError, showSuccess } from '../../feedback/toast';
import { FormAlert, formClasses, interpretSubmitError, useApiForm } from '../../forms';
import { account } from '../../state/account';
import {
  Card,
  CardList,
  formatDate,
  humanize,
  Loadable,
  Money,
  PagedTable,
  Screen,
  Section,
  sharedClasses,
  StatGrid,
  useCountry,
  useListQuery,
} from '../shared';
import classes from './dashboard.module.css';

const COLUMNS: DataTableColumn<Revenue>[] = [
  { key: 'created_at', header: 'Date', cell: (revenue) => formatDate(revenue.created_at) },
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
    <form
      className={formClasses.Form}
      onSubmit={(event) => void form.onSubmit(event)}
      noValidate
      aria-label="Withdraw revenue"
    >
      <FormAlert message={form.formError} />
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
      <div className={formClasses.Actions}>
        <Button type="submit" loading={form.submitting}>
          Withdraw
        </Button>
      </div>
    </form>
  );
}

/** /dashboard/revenue: the balance, a withdrawal to a bank account, and the ledger of earnings. */
export function RevenueScreen() {
  const { query } = useListQuery();
  const { mutate } = useSWRConfig();
  const statistics = hooks.selling.useRevenueStatistics({});
  const revenues = hooks.selling.useListRevenues({ query });
  const banks = hooks.banks.useList({});
  // A new form after each withdrawal: an empty amount, the default account again.
  const [withdrawals, setWithdrawals] = useState(0);

  const onWithdrawn = () => {
    setWithdrawals((count) => count + 1);
    void statistics.mutate();
    void revenues.mutate();
    void mutate(apiKeys.selling.dashboardStatistics({}));
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
        <Loadable response={banks}>
          {({ data }) =>
            data.length === 0 ? (
              <EmptyState
                title="No bank account yet"
                description="Add a bank account to withdraw your revenue."
                action={
                  <Button href="/dashboard/revenue/bank" linkAs={AppLink}>
                    Add a bank account
                  </Button>
                }
              />
            ) : (
              <WithdrawForm key={withdrawals} banks={data} onWithdrawn={onWithdrawn} />
            )
          }
        </Loadable>
      </Section>
      <Section title="Earnings">
        <p className={sharedClasses.Muted}>
          Each sale’s earnings are on hold for a while, then available to withdraw.
        </p>
        <PagedTable
          response={revenues}
          empty={{ title: 'No revenue yet', description: 'Earnings from your sales appear here.' }}
          caption="Your earnings by sale"
          columns={COLUMNS}
          getRowKey={(revenue) => revenue.id}
        />
      </Section>
    </Screen>
  );
}

/**
 * Adds a bank account in two steps: "Verify account" looks up the account's name (banks.resolve),
 * which the seller checks before "Save account" appears. Changing the bank or number asks again.
 */
function AddBankAccountForm({ onAdded }: { onAdded: () => void }) {
  useSignals();
  const storeCountry = useCountry();
  const country = account.value?.country_code ?? storeCountry;
  const payoutBanks = hooks.public.useListPayoutBanks({ query: { country } });
  const [resolved, setResolved] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const nameRef = useRef<HTMLParagraphElement>(null);

  const form = useApiForm({
    schema: AddBankAccountBody,
    defaultValues: { bank_code: '', account_number: '', is_default: false },
    submit: (body) => api.banks.add({ body }),
    onSuccess: ({ message }) => {
      void showSuccess(message);
      form.reset();
      setResolved(null);
      onAdded();
    },
  });

  const verify = async () => {
    if (verifying) return;
    const valid = await form.trigger(['bank_code', 'account_number']);
    if (!valid) return;
    const { bank_code, account_number } = form.getValues();
    setVerifying(true);
    try {
      const { data } = await api.banks.resolve({ body: { bank_code, account_number } });
      setResolved(data.account_name);
      // The name is what the seller must check: take them to it.
      requestAnimationFrame(() => nameRef.current?.focus());
    } catch (error) {
      const failure = interpretSubmitError(error, ['bank_code', 'account_number']);
      if (failure.kind === 'fields') {
        Object.entries(failure.fields).forEach(([name, message], index) =>
          form.setError(
            name as 'bank_code' | 'account_number',
            { type: 'server', message },
            { shouldFocus: index === 0 },
          ),
        );
      } else if (failure.kind === 'message') {
        form.setError('account_number', { type: 'server', message: failure.message }, { shouldFocus: true });
      } else {
        void showError(error);
      }
    } finally {
      setVerifying(false);
    }
  };

  // A change of bank or number makes the looked-up name stale.
  const forget = { onChange: () => setResolved(null) };
  const options = (payoutBanks.data?.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }));

  return (
    <form
      className={formClasses.Form}
      onSubmit={(event) => {
        if (resolved) void form.onSubmit(event);
        else {
          event.preventDefault();
          void verify();
        }
      }}
      noValidate
      aria-label="Add a bank account"
    >
      <FormAlert message={form.formError} />
      <Select
        label="Bank"
        required
        options={options}
        placeholder={payoutBanks.isLoading ? 'Loading banks' : 'Choose a bank'}
        hint={payoutBanks.error ? 'The banks could not be loaded. Reload the page to try again.' : undefined}
        {...form.field('bank_code', forget)}
      />
      <TextField
        label="Account number"
        required
        inputMode="numeric"
        autoComplete="off"
        {...form.field('account_number', forget)}
      />
      {resolved ? (
        <>
          <p className={classes.Resolved} ref={nameRef} tabIndex={-1} role="status">
            Account name: <strong>{resolved}</strong>
          </p>
          <Checkbox label="Make this my default account for withdrawals" {...form.field('is_default')} />
          <div className={formClasses.Actions}>
            <Button type="submit" loading={form.submitting}>
              Save account
            </Button>
          </div>
        </>
      ) : (
        <div className={formClasses.Actions}>
          <Button type="submit" loading={verifying}>
            Verify account
          </Button>
        </div>
      )}
    </form>
  );
}

/** /dashboard/revenue/bank: the seller's bank accounts: add, make default, delete (after confirming). */
export function BankAccountsScreen() {
  const banks = hooks.banks.useList({});
  const [busy, setBusy] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);

  const makeDefault = async (bank: BankAccount) => {
    setBusy(bank.id);
    try {
      const { message } = await api.banks.makeDefault({ params: { id: bank.id } });
      void showSuccess(message);
      await banks.mutate();
    } catch (error) {
      void showError(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (bank: BankAccount) => {
    setBusy(bank.id);
    try {
      const { message } = await api.banks.delete({ params: { id: bank.id } });
      void showSuccess(message);
      setDeleting(null);
      await banks.mutate();
    } catch (error) {
      void showError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Screen
      title="Bank accounts"
      description="Where your revenue is paid."
      actions={
        <Button href="/dashboard/revenue" linkAs={AppLink} variant="secondary">
          Revenue
        </Button>
      }
    >
      <Section title="Your accounts">
        <Loadable response={banks}>
          {({ data }) =>
            data.length === 0 ? (
              <EmptyState
                title="No bank account yet"
                description="Add a bank account to withdraw your revenue."
              />
            ) : (
              <CardList items={data} getKey={(bank) => bank.id} label="Your bank accounts">
                {(bank) => (
                  <Card title={bank.bank_name}>
                    <span>{bank.account_name}</span>
                    <span className={sharedClasses.Muted}>Account {bank.account_number_masked}</span>
                    {bank.is_default ? (
                      <Badge variant="accent" className={classes.Badge}>
                        Default
                      </Badge>
                    ) : null}
                    <div className={classes.BankActions}>
                      {bank.is_default ? null : (
                        <Button
                          size="small"
                          variant="secondary"
                          loading={busy === bank.id && !deleting}
                          onClick={() => void makeDefault(bank)}
                          aria-label={`Make default: ${bank.bank_name} ${bank.account_number_masked}`}
                        >
                          Make default
                        </Button>
                      )}
                      <Button
                        size="small"
                        variant="danger"
                        onClick={() => setDeleting(bank)}
                        aria-label={`Delete ${bank.bank_name} ${bank.account_number_masked}`}
                      >
                        Delete
                      </Button>
                    </div>
                  </Card>
                )}
              </CardList>
            )
          }
        </Loadable>
      </Section>
      <Section title="Add a bank account">
        <AddBankAccountForm onAdded={() => void banks.mutate()} />
      </Section>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this bank account?"
        description={
          deleting
            ? `${deleting.bank_name}, ${deleting.account_name}, ${deleting.account_number_masked}. Withdrawals can no longer be paid into it.`
            : undefined
        }
        closeOnBackdrop={busy === null}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button
              variant="danger"
              loading={deleting !== null && busy === deleting.id}
              onClick={() => deleting && void remove(deleting)}
            >
              Delete account
            </Button>
          </>
        }
      />
    </Screen>
  );
}

import { AddBankAccountBody } from '@bookstore/api-client/contract';
import { Button, Checkbox, Select, TextField } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import { api, hooks } from '../../api';
import { showError, showSuccess } from '../../feedback/toast';
import { FormAlert, formClasses, interpretSubmitError, useAction, useApiForm } from '../../forms';
import { account } from '../../state/account';
import { useCountry } from '../shared';
import classes from './dashboard.module.css';

/**
 * Adds a bank account in two steps: "Verify account" looks up the account's name (banks.resolve),
 * which the seller checks before "Save account" appears. Changing the bank or number asks again.
 */
export function AddBankAccountForm({ onAdded }: { onAdded: () => void }) {
  useSignals();
  const storeCountry = useCountry();
  const country = account.value?.country_code ?? storeCountry;
  const payoutBanks = hooks.public.useListPayoutBanks({ query: { country } });
  const [resolved, setResolved] = useState<string | null>(null);
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

  const resolve = useAction(api.banks.resolve, {
    success: false,
    onSuccess: ({ data }) => {
      setResolved(data.account_name);
      // The name is what the seller must check: take them to it.
      requestAnimationFrame(() => nameRef.current?.focus());
    },
    onError: (error) => {
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
    },
  });
  const verifying = resolve.running;

  const verify = async () => {
    if (verifying) return;
    const valid = await form.trigger(['bank_code', 'account_number']);
    if (!valid) return;
    const { bank_code, account_number } = form.getValues();
    await resolve.run({ body: { bank_code, account_number } });
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

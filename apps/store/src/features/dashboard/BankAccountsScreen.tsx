import type { BankAccount } from '@bookstore/api-client/contract';
import { Badge, Button, Dialog } from '@bookstore/ui';
import { useState } from 'react';
import { api, hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { useAction } from '../../forms';
import { Card, CardList, Screen, Section, sharedClasses } from '../shared';
import { BankAccountsLoadable } from './BankAccountsLoadable';
import classes from './dashboard.module.css';
import { AddBankAccountForm } from './AddBankAccountForm';

/** /dashboard/revenue/bank: the seller's bank accounts: add, make default, delete (after confirming). */
export function BankAccountsScreen() {
  const banks = hooks.banks.useList({});
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const makeDefault = useAction(api.banks.makeDefault, { onSuccess: () => banks.mutate() });
  const remove = useAction(api.banks.delete, {
    onSuccess: async () => {
      setDeleting(null);
      await banks.mutate();
    },
  });
  const busyWith = (action: { input?: { params: { id: number } } }, bank: BankAccount | null) =>
    bank !== null && action.input?.params.id === bank.id;

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
        <BankAccountsLoadable banks={banks}>
          {(data) => (
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
                        loading={busyWith(makeDefault, bank)}
                        onClick={() => void makeDefault.run({ params: { id: bank.id } })}
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
          )}
        </BankAccountsLoadable>
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
        closeOnBackdrop={!remove.running && !makeDefault.running}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button
              variant="danger"
              loading={busyWith(remove, deleting)}
              onClick={() => deleting && void remove.run({ params: { id: deleting.id } })}
            >
              Delete account
            </Button>
          </>
        }
      />
    </Screen>
  );
}

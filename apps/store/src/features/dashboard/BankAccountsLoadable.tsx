import type { BankAccount } from '@bookstore/api-client/contract';
import { EmptyState } from '@bookstore/ui';
import type { ReactNode } from 'react';
import { Loadable } from '../shared';

export interface BankAccountsLoadableProps {
  /** `hooks.banks.useList`'s answer. */
  banks: { data: { data: BankAccount[] } | undefined; error: unknown; isLoading: boolean };
  /** The empty state's way on (to the bank accounts page). */
  emptyAction?: ReactNode;
  children: (banks: BankAccount[]) => ReactNode;
}

/** The seller's bank accounts once loaded, or the empty state that says none is there yet. */
export function BankAccountsLoadable({ banks, emptyAction, children }: BankAccountsLoadableProps) {
  return (
    <Loadable response={banks}>
      {({ data }) =>
        data.length === 0 ? (
          <EmptyState
            title="No bank account yet"
            description="Add a bank account to withdraw your revenue."
            action={emptyAction}
          />
        ) : (
          children(data)
        )
      }
    </Loadable>
  );
}

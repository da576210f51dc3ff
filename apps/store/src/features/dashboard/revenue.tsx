import type { Revenue } from '@bookstore/api-client/contract';
import { Badge, Button, EmptyState, type DataTableColumn } from '@bookstore/ui';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { humanize, Loadable, Money, PagedTable, Screen, useListQuery } from '../shared';

const COLUMNS: DataTableColumn<Revenue>[] = [
  { key: 'book', header: 'Book', cell: (revenue) => revenue.book.title, rowHeader: true },
  { key: 'order_reference', header: 'Order' },
  { key: 'net', header: 'Net', align: 'end', cell: (revenue) => <Money value={revenue.net} /> },
  { key: 'status', header: 'Status', cell: (revenue) => humanize(revenue.status) },
];

/** /dashboard/revenue: the ledger of earnings, sale by sale. */
export function RevenueScreen() {
  const { query } = useListQuery();
  const revenues = hooks.selling.useListRevenues({ query });
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
      <PagedTable
        response={revenues}
        empty={{ title: 'No revenue yet', description: 'Earnings from your sales appear here.' }}
        caption="Your earnings by sale"
        columns={COLUMNS}
        getRowKey={(revenue) => revenue.id}
      />
    </Screen>
  );
}

/** /dashboard/revenue/bank */
export function BankAccountsScreen() {
  const banks = hooks.banks.useList({});
  return (
    <Screen title="Bank accounts" description="Where your revenue is paid.">
      <Loadable response={banks}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState
              title="No bank account yet"
              description="Add a bank account to withdraw your revenue."
            />
          ) : (
            <ul>
              {data.map((bank) => (
                <li key={bank.id}>
                  {bank.bank_name} · {bank.account_name} · {bank.account_number_masked}{' '}
                  {bank.is_default ? <Badge variant="accent">Default</Badge> : null}
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
    </Screen>
  );
}

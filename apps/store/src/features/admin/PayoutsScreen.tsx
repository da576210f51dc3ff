import { payoutReviewStatuses, ReasonBody, type Payout } from '@bookstore/api-client/contract';
import { apiKeys } from '@bookstore/api-client/react';
import { Badge, Button, type DataTableColumn } from '@bookstore/ui';
import { useRef, useState } from 'react';
import { api, hooks } from './api';
import { useAction } from '../../forms';
import { formatDate, formatDateTime, Money } from '../shared';
import classes from './admin.module.css';
import type { FilterField } from './AdminFilters';
import { AdminList } from './AdminList';
import { AdminScreen } from './AdminScreen';
import { ConfirmDialog } from './ConfirmDialog';
import { HOLD_REASON_LABELS, PAYOUT_REVIEW_BADGES, PAYOUT_REVIEW_LABELS } from './labels';
import { ReasonDialog } from './ReasonDialog';
import { PAYOUT_FILTERS } from './filters';
import { OWN_ITEM, useIsMe } from './own';
import { useContractQuery } from './useContractQuery';

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'q', label: 'Search', placeholder: 'A reference, or the seller' },
  {
    kind: 'select',
    name: 'review_status',
    label: 'Queue',
    options: payoutReviewStatuses.map((status) => ({
      // The queue's default (held) is the empty value: the URL stays clean.
      value: status === 'held' ? '' : status,
      label: status === 'held' ? 'Waiting for release' : PAYOUT_REVIEW_LABELS[status],
    })),
  },
];
const NAMES = FIELDS.map((field) => field.name);
const CHANGED = [apiKeys.admin.payouts(), apiKeys.admin.overview(), apiKeys.admin.audit()];

function columns(
  onRelease: (payout: Payout) => void,
  onReject: (payout: Payout) => void,
  isMe: ReturnType<typeof useIsMe>,
): DataTableColumn<Payout>[] {
  return [
    { key: 'reference', header: 'Withdrawal', rowHeader: true },
    {
      key: 'seller',
      header: 'Seller',
      cell: (payout) => (
        <>
          {payout.seller.username}
          <br />
          <span className={classes.Muted}>Selling since {formatDate(payout.seller.seller_since)}</span>
        </>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (payout) => <Money value={payout.amount} size="small" />,
    },
    {
      key: 'bank_account',
      header: 'Bank account',
      cell: (payout) =>
        payout.bank_account
          ? `${payout.bank_account.bank_name} ${payout.bank_account.account_number_masked}`
          : '—',
    },
    {
      key: 'hold_reasons',
      header: 'Held because',
      cell: (payout) => payout.hold_reasons.map((reason) => HOLD_REASON_LABELS[reason]).join('; ') || '—',
    },
    {
      key: 'review_status',
      header: 'Review',
      cell: (payout) => (
        <>
          <Badge variant={PAYOUT_REVIEW_BADGES[payout.review_status]} size="small">
            {PAYOUT_REVIEW_LABELS[payout.review_status]}
          </Badge>
          {payout.rejection_reason ? <span className={classes.Muted}> {payout.rejection_reason}</span> : null}
        </>
      ),
    },
    { key: 'created_at', header: 'Asked', cell: (payout) => formatDateTime(payout.created_at) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (payout) =>
        payout.review_status === 'held' && isMe(payout.seller) ? (
          <span className={classes.Muted}>{OWN_ITEM}</span>
        ) : payout.review_status === 'held' ? (
          <span className={classes.RowActions}>
            <Button size="small" onClick={() => onRelease(payout)} aria-label={`Release ${payout.reference}`}>
              Release
            </Button>
            <Button
              size="small"
              variant="danger"
              onClick={() => onReject(payout)}
              aria-label={`Reject ${payout.reference}`}
            >
              Reject
            </Button>
          </span>
        ) : (
          '—'
        ),
    },
  ];
}

/** /admin/payouts: withdrawals held for a look (large, or from new sellers); release or reject them. */
export function PayoutsScreen() {
  const { query } = useContractQuery(PAYOUT_FILTERS, NAMES);
  const payouts = hooks.admin.usePayouts({ query });
  const results = useRef<HTMLElement>(null);
  const [releasing, setReleasing] = useState<Payout | null>(null);
  const [rejecting, setRejecting] = useState<Payout | null>(null);
  const isMe = useIsMe();
  const release = useAction(api.admin.releasePayout, {
    revalidate: CHANGED,
    onSuccess: () => {
      setReleasing(null);
      results.current?.focus();
    },
  });
  const held = !query.review_status || query.review_status === 'held';
  return (
    <AdminScreen
      title="Payouts"
      description="Withdrawals waiting for release."
      lead="Large withdrawals and those of new sellers wait here. Releasing sends the money to the bank; rejecting returns it to the seller’s balance."
    >
      <AdminList
        filters={{ label: 'Filter the payout queue', fields: FIELDS }}
        results={results}
        response={payouts}
        noun={['withdrawal', 'withdrawals']}
        label="Withdrawals"
        filtered={Boolean(query.q)}
        empty={
          held
            ? {
                title: 'No withdrawal is waiting',
                description: 'Held withdrawals show here until an operator releases or rejects them.',
              }
            : { title: 'None here', description: 'No withdrawal has been through the queue this way yet.' }
        }
        emptyFiltered={{
          title: 'No withdrawal matches',
          description: 'Try another reference or seller, or clear the search.',
        }}
        columns={columns(setReleasing, setRejecting, isMe)}
        getRowKey={(payout) => payout.id}
      />
      <ConfirmDialog
        open={releasing !== null}
        title={releasing ? `Release ${releasing.reference}?` : 'Release the withdrawal?'}
        description={
          releasing ? (
            <>
              <Money value={releasing.amount} size="small" /> goes to {releasing.seller.username}’s bank
              account now.
            </>
          ) : (
            ''
          )
        }
        confirmLabel="Release to the bank"
        busy={release.running}
        onConfirm={() => releasing && void release.run({ params: { id: releasing.id } })}
        onClose={() => setReleasing(null)}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting ? `Reject ${rejecting.reference}?` : 'Reject the withdrawal?'}
        description="The money returns to the seller’s balance and the seller is told your reason."
        confirmLabel="Reject the withdrawal"
        reasonLabel="Why is it rejected?"
        hint="The seller reads this."
        schema={ReasonBody}
        submit={(body) => api.admin.rejectPayout({ params: { id: rejecting?.id ?? 0 }, body })}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          results.current?.focus();
        }}
        revalidate={CHANGED}
      />
    </AdminScreen>
  );
}

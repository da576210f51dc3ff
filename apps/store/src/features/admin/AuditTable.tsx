import type { AuditEntry } from '@bookstore/api-client/contract';
import { DataTable, type DataTableColumn } from '@bookstore/ui';
import { formatDateTime } from '../shared';
import classes from './admin.module.css';
import { ACTION_LABELS, actorOf, TARGET_LABELS } from './labels';

/** The fields an action changed, before → after, one per line. */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const names = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));
  return [...names]
    .map((name) => `${name}: ${show(entry.before?.[name])} → ${show(entry.after?.[name])}`)
    .join('\n');
}

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  {
    key: 'created_at',
    header: 'When',
    cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
  },
  { key: 'action', header: 'Action', rowHeader: true, cell: (entry) => ACTION_LABELS[entry.action] },
  {
    key: 'target',
    header: 'Target',
    cell: (entry) => (
      <>
        {entry.target_label}
        <br />
        <span className={classes.Muted}>
          {TARGET_LABELS[entry.target_type]} {entry.target_id}
        </span>
      </>
    ),
  },
  { key: 'operator', header: 'By', cell: actorOf },
  { key: 'reason', header: 'Reason', cell: (entry) => entry.reason ?? '—' },
];

const CHANGES: DataTableColumn<AuditEntry> = {
  key: 'changes',
  header: 'Changes',
  cell: (entry) => {
    const text = changesOf(entry);
    return text ? (
      <details>
        <summary>Before and after</summary>
        <pre className={classes.Changes}>{text}</pre>
      </details>
    ) : (
      '—'
    );
  },
};

/** Operators' actions as the kit's table: when, what, on what, by whom, why (and, in the log, the changes). */
export function AuditTable({
  entries,
  caption,
  withChanges = false,
}: {
  entries: readonly AuditEntry[];
  caption: string;
  withChanges?: boolean;
}) {
  return (
    <DataTable
      caption={caption}
      hideCaption
      columns={withChanges ? [...COLUMNS, CHANGES] : COLUMNS}
      rows={entries}
      getRowKey={(entry) => entry.id}
    />
  );
}

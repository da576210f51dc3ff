import { AuditQuery, auditActions, auditTargetTypes } from '@bookstore/api-client/contract';
import { useRef } from 'react';
import { hooks } from './api';
import { AdminFilters, type FilterField } from './AdminFilters';
import { AdminScreen } from './AdminScreen';
import { ACTION_LABELS, TARGET_LABELS } from './labels';
import { AuditResults } from './AuditResults';
import { useContractQuery } from './useContractQuery';

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'q', label: 'Search', placeholder: 'A title, reference, username or reason' },
  {
    kind: 'select',
    name: 'action',
    label: 'Action',
    options: [
      { value: '', label: 'All actions' },
      ...auditActions.map((action) => ({ value: action, label: ACTION_LABELS[action] })),
    ],
  },
  { kind: 'text', name: 'operator', label: 'Operator', placeholder: 'Their username' },
  {
    kind: 'select',
    name: 'target_type',
    label: 'Target',
    options: [
      { value: '', label: 'All targets' },
      ...auditTargetTypes.map((type) => ({ value: type, label: TARGET_LABELS[type] })),
    ],
  },
  { kind: 'text', name: 'target_id', label: 'Target id', placeholder: 'A uid, username or reference' },
  { kind: 'date', name: 'from', label: 'From (UTC)' },
  { kind: 'date', name: 'to', label: 'To (UTC)' },
];
const NAMES = FIELDS.map((field) => field.name);

/** /admin/audit: every operator action, newest first; searchable and filterable, never editable. */
export function AuditLogScreen() {
  const { query, filtered } = useContractQuery(AuditQuery, NAMES);
  const entries = hooks.admin.useAudit({ query });
  const results = useRef<HTMLElement>(null);
  return (
    <AdminScreen
      title="Audit log"
      description="Every operator action: who, when, what, why, and the state before and after."
      lead="Every decision and who made it: in the back office, on the server's command line, or with the demo's tools. Entries cannot be changed or removed."
    >
      <AdminFilters label="Filter the audit log" fields={FIELDS} results={results} />
      <AuditResults ref={results} response={entries} filtered={filtered} />
    </AdminScreen>
  );
}

import { ReasonBody, type AdminUser } from '@bookstore/api-client/contract';
import { apiKeys } from '@bookstore/api-client/react';
import { Badge, Button, type DataTableColumn } from '@bookstore/ui';
import { useRef, useState } from 'react';
import { api, hooks } from './api';
import { formatDate } from '../shared';
import classes from './admin.module.css';
import type { FilterField } from './AdminFilters';
import { AdminList } from './AdminList';
import { AdminScreen } from './AdminScreen';
import { ReasonDialog } from './ReasonDialog';
import { USER_FILTERS } from './filters';
import { useIsMe } from './own';
import { useContractQuery } from './useContractQuery';

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'q', label: 'Search', placeholder: 'A username, email or name' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    options: [
      { value: '', label: 'All accounts' },
      { value: 'active', label: 'Active' },
      { value: 'suspended', label: 'Suspended' },
    ],
  },
];
const NAMES = FIELDS.map((field) => field.name);
const CHANGED = [apiKeys.admin.users(), apiKeys.admin.overview(), apiKeys.admin.audit()];

function roles(user: AdminUser): string {
  const names = [
    user.is_operator && 'Operator',
    user.is_author && 'Author',
    user.is_voiceover_artist && 'Voiceover artist',
  ].filter(Boolean);
  return names.length > 0 ? names.join(', ') : 'Reader';
}

type Change = { user: AdminUser; suspend: boolean };

function columns(
  onChange: (change: Change) => void,
  isMe: ReturnType<typeof useIsMe>,
): DataTableColumn<AdminUser>[] {
  return [
    {
      key: 'username',
      header: 'Account',
      rowHeader: true,
      cell: (user) => (
        <>
          {user.username}
          <br />
          <span className={classes.Muted}>{user.email}</span>
        </>
      ),
    },
    { key: 'name', header: 'Name' },
    { key: 'roles', header: 'Roles', cell: roles },
    { key: 'created_at', header: 'Joined', cell: (user) => formatDate(user.created_at) },
    { key: 'books_count', header: 'Books', align: 'end' },
    { key: 'orders_count', header: 'Orders', align: 'end' },
    {
      key: 'status',
      header: 'Status',
      cell: (user) =>
        user.suspended_at ? (
          <>
            <Badge variant="danger" size="small">
              Suspended {formatDate(user.suspended_at)}
            </Badge>
            {user.suspension_reason ? <span className={classes.Muted}> {user.suspension_reason}</span> : null}
          </>
        ) : (
          <Badge variant="success" size="small">
            Active
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (user) =>
        isMe(user) ? (
          <span className={classes.Muted}>Your account: another operator decides it.</span>
        ) : user.suspended_at ? (
          <Button
            size="small"
            variant="secondary"
            onClick={() => onChange({ user, suspend: false })}
            aria-label={`Restore ${user.username}`}
          >
            Restore
          </Button>
        ) : user.is_operator ? (
          '—'
        ) : (
          <Button
            size="small"
            variant="danger"
            onClick={() => onChange({ user, suspend: true })}
            aria-label={`Suspend ${user.username}`}
          >
            Suspend
          </Button>
        ),
    },
  ];
}

/** /admin/users: find an account; suspend it with a reason, or restore it. */
export function UsersScreen() {
  const { query, filtered } = useContractQuery(USER_FILTERS, NAMES);
  const users = hooks.admin.useUsers({ query });
  const isMe = useIsMe();
  const results = useRef<HTMLElement>(null);
  const [change, setChange] = useState<Change | null>(null);
  const suspend = change?.suspend ?? true;
  const name = change?.user.username ?? 'the account';
  return (
    <AdminScreen
      title="Users"
      description="Find an account and suspend or restore it."
      lead="A suspended account is signed out everywhere and cannot sign in; its books and offers are hidden, and its buyers keep what they bought."
    >
      <AdminList
        filters={{ label: 'Find accounts', fields: FIELDS }}
        results={results}
        response={users}
        noun={['account', 'accounts']}
        label="Accounts"
        filtered={filtered}
        empty={{ title: 'No accounts yet', description: 'Accounts show here once people sign up.' }}
        emptyFiltered={{
          title: 'No account matches',
          description: 'Try another username, email or name, or clear the filters.',
        }}
        columns={columns(setChange, isMe)}
        getRowKey={(user) => user.id}
      />
      <ReasonDialog
        open={change !== null}
        danger={suspend}
        title={suspend ? `Suspend ${name}?` : `Restore ${name}?`}
        description={
          suspend
            ? 'Their sessions end now and sign-in is refused; their books and offers are hidden. Buyers keep their purchases.'
            : 'They can sign in again, and their books and offers are public again.'
        }
        confirmLabel={suspend ? 'Suspend the account' : 'Restore the account'}
        reasonLabel={suspend ? 'Why is it suspended?' : 'Why is it restored?'}
        hint="Recorded in the audit log; the account holder is told when they try to sign in."
        schema={ReasonBody}
        submit={(body) =>
          change?.suspend === false
            ? api.admin.restoreUser({ params: { id: change.user.id }, body })
            : api.admin.suspendUser({ params: { id: change?.user.id ?? 0 }, body })
        }
        onClose={() => setChange(null)}
        onDone={() => {
          setChange(null);
          results.current?.focus();
        }}
        revalidate={CHANGED}
      />
    </AdminScreen>
  );
}

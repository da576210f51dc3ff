import '../../partnersRoutes';
import type { AdminPartner } from '@bookstore/api-client/contract';
import { partnersEndpoints } from '@bookstore/api-client/contract';
import { apiKeys } from '@bookstore/api-client/react';
import { Badge, Button, type DataTableColumn } from '@bookstore/ui';
import { formatDate, Loadable, Section } from '../shared';
import { api, hooks } from './api';
import classes from './admin.module.css';
import type { FilterField } from './AdminFilters';
import { AdminList, useRowDialog } from './AdminList';
import { AdminScreen } from './AdminScreen';
import { PARTNER_FILTERS } from './filters';
import { PartnerRatesForm } from './PartnerRatesForm';
import { ReasonDialog } from './ReasonDialog';
import { useContractQuery } from './useContractQuery';

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'q', label: 'Search', placeholder: 'A code, username, email or site' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    options: [
      { value: '', label: 'All partners' },
      { value: 'active', label: 'Active' },
      { value: 'suspended', label: 'Suspended' },
    ],
  },
];
const NAMES = FIELDS.map((field) => field.name);
const CHANGED = [apiKeys.partners.adminList(), apiKeys.admin.audit()];
// Both actions need a reason here (restoring one is optional in the call, but the log should say why).
const REASON = partnersEndpoints.adminSuspend.body;

type Change = { partner: AdminPartner; suspend: boolean };

function columns(onChange: (change: Change) => void): DataTableColumn<AdminPartner>[] {
  return [
    {
      key: 'code',
      header: 'Partner',
      rowHeader: true,
      cell: (partner) => (
        <span className={classes.Wrap}>
          {partner.code} · {partner.username}
          <br />
          <span className={classes.Muted}>{partner.email}</span>
          <br />
          <span className={classes.Muted}>{partner.site_url}</span>
        </span>
      ),
    },
    { key: 'joined_at', header: 'Joined', cell: (partner) => formatDate(partner.joined_at) },
    { key: 'clicks', header: 'Clicks', align: 'end' },
    { key: 'orders', header: 'Orders', align: 'end' },
    {
      key: 'status',
      header: 'Status',
      cell: (partner) =>
        partner.status === 'suspended' ? (
          <>
            <Badge variant="danger" size="small">
              Suspended
            </Badge>
            {partner.suspension_reason ? (
              <span className={classes.Muted}> {partner.suspension_reason}</span>
            ) : null}
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
      cell: (partner) =>
        partner.status === 'suspended' ? (
          <Button
            size="small"
            variant="secondary"
            onClick={() => onChange({ partner, suspend: false })}
            aria-label={`Restore partner ${partner.code}`}
          >
            Restore
          </Button>
        ) : (
          <Button
            size="small"
            variant="danger"
            onClick={() => onChange({ partner, suspend: true })}
            aria-label={`Suspend partner ${partner.code}`}
          >
            Suspend
          </Button>
        ),
    },
  ];
}

/**
 * /admin/partners (issue 43): find a partner; suspend one with a reason (no new clicks, orders or
 * commissions) or restore them; set the commission rates per book type.
 */
export function PartnersScreen() {
  const { query, filtered } = useContractQuery(PARTNER_FILTERS, NAMES);
  const partners = hooks.partners.useAdminList({ query });
  const programme = hooks.partners.useProgramme({});
  const dialog = useRowDialog<Change>();
  const [change, setChange] = [dialog.target, dialog.open];
  const suspend = change?.suspend ?? true;
  const name = change ? `partner ${change.partner.code}` : 'the partner';
  return (
    <AdminScreen
      title="Partners"
      description="The partner programme's members and its commission rates."
      lead="A suspended partner’s widgets and links keep working for visitors but earn nothing new: no clicks, orders or commissions are counted until they are restored. Commissions already earned stay theirs."
    >
      <AdminList
        filters={{ label: 'Find partners', fields: FIELDS }}
        results={dialog.results}
        response={partners}
        noun={['partner', 'partners']}
        label="Partners"
        filtered={filtered}
        empty={{ title: 'No partners yet', description: 'Users who join at /partners show here.' }}
        emptyFiltered={{
          title: 'No partner matches',
          description: 'Try another code, username, email or site, or clear the filters.',
        }}
        columns={columns(setChange)}
        getRowKey={(partner) => partner.code}
      />
      <Section title="Commission rates">
        <p className={classes.Muted}>
          A whole percentage of the store’s share of each sale, per book type; the author’s share is never
          touched. New orders earn at the new rates.
        </p>
        <Loadable response={programme}>{({ data }) => <PartnerRatesForm programme={data} />}</Loadable>
      </Section>
      <ReasonDialog
        open={change !== null}
        danger={suspend}
        title={suspend ? `Suspend ${name}?` : `Restore ${name}?`}
        description={
          suspend
            ? 'Their widgets and links stop counting clicks, orders and commissions from now on.'
            : 'Their widgets and links count clicks, orders and commissions again.'
        }
        confirmLabel={suspend ? 'Suspend the partner' : 'Restore the partner'}
        reasonLabel={suspend ? 'Why is the partner suspended?' : 'Why is the partner restored?'}
        hint="Recorded in the audit log and shown to the partner on their settings page."
        schema={REASON}
        submit={(body) =>
          change?.suspend === false
            ? api.partners.adminRestore({ params: { code: change.partner.code }, body })
            : api.partners.adminSuspend({ params: { code: change?.partner.code ?? '' }, body })
        }
        onClose={dialog.close}
        onDone={dialog.done}
        revalidate={CHANGED}
      />
    </AdminScreen>
  );
}

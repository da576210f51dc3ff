import { ReasonBody, type AdminOffer } from '@bookstore/api-client/contract';
import { apiKeys } from '@bookstore/api-client/react';
import { Badge, Button, type DataTableColumn } from '@bookstore/ui';
import { api, hooks } from './api';
import { formatDate, humanize, Money } from '../shared';
import classes from './admin.module.css';
import type { FilterField } from './AdminFilters';
import { AdminList, useRowDialog } from './AdminList';
import { AdminScreen } from './AdminScreen';
import { ReasonDialog } from './ReasonDialog';
import { OFFER_FILTERS } from './filters';
import { OWN_ITEM, useIsMe } from './own';
import { useContractQuery } from './useContractQuery';

const FIELDS: FilterField[] = [
  { kind: 'text', name: 'q', label: 'Search', placeholder: 'A title, uid or artist' },
];
const NAMES = FIELDS.map((field) => field.name);
const CHANGED = [apiKeys.admin.offers(), apiKeys.admin.overview(), apiKeys.admin.audit()];

function columns(
  onHide: (offer: AdminOffer) => void,
  isMe: ReturnType<typeof useIsMe>,
): DataTableColumn<AdminOffer>[] {
  return [
    { key: 'title', header: 'Offer', rowHeader: true },
    { key: 'artist', header: 'Artist', cell: (offer) => offer.artist.username },
    {
      key: 'price',
      header: 'Price',
      align: 'end',
      cell: (offer) => <Money value={offer.price} size="small" />,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (offer) =>
        offer.hidden_at ? (
          <>
            <Badge variant="danger" size="small">
              Hidden {formatDate(offer.hidden_at)}
            </Badge>
            {offer.hidden_reason ? <span className={classes.Muted}> {offer.hidden_reason}</span> : null}
          </>
        ) : (
          <Badge variant="neutral" size="small">
            {humanize(offer.status)}
          </Badge>
        ),
    },
    { key: 'created_at', header: 'Created', cell: (offer) => formatDate(offer.created_at) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (offer) =>
        offer.hidden_at ? (
          '—'
        ) : isMe(offer.artist) ? (
          <span className={classes.Muted}>{OWN_ITEM}</span>
        ) : (
          <Button
            size="small"
            variant="danger"
            onClick={() => onHide(offer)}
            aria-label={`Hide ${offer.title}`}
          >
            Hide
          </Button>
        ),
    },
  ];
}

/** /admin/offers: find a voiceover offer and hide it from the store with a reason. */
export function OffersScreen() {
  const { query, filtered } = useContractQuery(OFFER_FILTERS, NAMES);
  const offers = hooks.admin.useOffers({ query });
  const dialog = useRowDialog<AdminOffer>();
  const isMe = useIsMe();
  return (
    <AdminScreen
      title="Offers"
      description="Find a voiceover offer and hide it."
      lead="A hidden offer leaves every public page at once and its artist is mailed; orders already placed go on."
    >
      <AdminList
        filters={{ label: 'Find offers', fields: FIELDS }}
        results={dialog.results}
        response={offers}
        noun={['offer', 'offers']}
        label="Offers"
        filtered={filtered}
        empty={{
          title: 'No offers yet',
          description: 'Offers show here once voiceover artists publish them.',
        }}
        emptyFiltered={{
          title: 'No offer matches',
          description: 'Try another title, uid or artist, or clear the search.',
        }}
        columns={columns(dialog.open, isMe)}
        getRowKey={(offer) => offer.uid}
      />
      <ReasonDialog
        open={dialog.target !== null}
        title={dialog.target ? `Hide “${dialog.target.title}”?` : 'Hide the offer?'}
        description="The offer leaves every public page now and its artist is mailed your reason."
        confirmLabel="Hide the offer"
        reasonLabel="Why is it hidden?"
        hint="The artist reads this."
        schema={ReasonBody}
        submit={(body) => api.admin.hideOffer({ params: { uid: dialog.target?.uid ?? '' }, body })}
        onClose={dialog.close}
        onDone={dialog.done}
        revalidate={CHANGED}
      />
    </AdminScreen>
  );
}

import { voiceoverOrderStatuses } from '@bookstore/api-client/contract';
import { Button, Select } from '@bookstore/ui';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import {
  Card,
  CardList,
  formatDate,
  humanize,
  Money,
  PagedList,
  Screen,
  sharedClasses,
  useListQuery,
} from '../shared';
import { isVoiceoverOrderStatus, VoiceoverStatusBadge } from './StatusBadges';
import { TableSkeleton } from './tables';
import own from './voiceoverOrders.module.css';

/** /myaccount/orders/voiceovers: the buyer's voiceover orders, filtered by status (in the URL). */
export function VoiceoverOrdersScreen() {
  const { query, setFilter } = useListQuery(['status']);
  const status = isVoiceoverOrderStatus(query.status) ? query.status : undefined;
  const orders = hooks.voiceover.useListOrders({
    query: { page: query.page, ...(status ? { status } : {}) },
  });
  return (
    <Screen
      title="Voiceover orders"
      description="The voiceover work you ordered."
      actions={<AppLink href="/myaccount/orders">Orders overview</AppLink>}
    >
      <div className={own.Filters}>
        <Select
          label="Status"
          size="small"
          value={status ?? ''}
          onChange={(event) => setFilter('status', event.target.value || undefined)}
          options={[
            { value: '', label: 'All statuses' },
            ...voiceoverOrderStatuses.map((value) => ({ value, label: humanize(value) })),
          ]}
        />
      </div>
      <PagedList
        response={orders}
        skeleton={<TableSkeleton rows={6} />}
        empty={
          status
            ? {
                title: `No ${humanize(status).toLowerCase()} orders`,
                description: 'Choose another status, or all of them.',
                action: (
                  <Button variant="secondary" onClick={() => setFilter('status', undefined)}>
                    Show all orders
                  </Button>
                ),
              }
            : {
                title: 'No voiceover orders yet',
                description: 'Order from a voiceover artist and follow the work here.',
                action: (
                  <Button href="/voas" linkAs={AppLink}>
                    Find a voiceover artist
                  </Button>
                ),
              }
        }
      >
        {(items) => (
          <CardList items={items} getKey={(order) => order.uid} label="Your voiceover orders, newest first">
            {(order) => (
              <Card title={order.offer.title} href={`/myaccount/orders/voiceovers/${order.uid}`}>
                <span className={sharedClasses.Muted}>
                  {order.offer.artist.display_name} · {formatDate(order.created_at)}
                </span>
                <span className={own.CardLine}>
                  <VoiceoverStatusBadge status={order.status} />
                  <Money value={order.amount} />
                </span>
              </Card>
            )}
          </CardList>
        )}
      </PagedList>
    </Screen>
  );
}

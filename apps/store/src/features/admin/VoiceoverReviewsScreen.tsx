import type { VoiceoverReviewItem } from '@bookstore/api-client/contract';
import { DataTable, EmptyState, type DataTableColumn } from '@bookstore/ui';
import { hooks } from './api';
import { AppLink } from '../../links/AppLink';
import { formatDateTime, Loadable } from '../shared';
import classes from './admin.module.css';
import { AdminScreen } from './AdminScreen';

const COLUMNS: DataTableColumn<VoiceoverReviewItem>[] = [
  {
    key: 'display_name',
    header: 'Artist',
    rowHeader: true,
    cell: (item) => (
      <AppLink href={`/admin/reviews/voiceovers/${item.username}`}>
        {item.display_name ?? item.username}
      </AppLink>
    ),
  },
  {
    key: 'username',
    header: 'Account',
    cell: (item) => (
      <>
        {item.username}
        <br />
        <span className={classes.Muted}>{item.email}</span>
      </>
    ),
  },
  { key: 'headline', header: 'Headline', cell: (item) => item.headline ?? '—' },
  {
    key: 'is_change',
    header: 'Review of',
    cell: (item) => (item.is_change ? 'A change (listed meanwhile)' : 'A new profile'),
  },
  {
    key: 'submitted_at',
    header: 'Submitted',
    cell: (item) =>
      item.submitted_at ? <time dateTime={item.submitted_at}>{formatDateTime(item.submitted_at)}</time> : '—',
  },
  { key: 'demos', header: 'Demos', align: 'end' },
  { key: 'offers', header: 'Offers', align: 'end' },
];

/** /admin/reviews/voiceovers: voiceover profiles waiting for an operator, the longest waiting first. */
export function VoiceoverReviewsScreen() {
  const queue = hooks.admin.useVoiceoverReviews({});
  return (
    <AdminScreen
      title="Voiceover reviews"
      description="Voiceover profiles waiting for review before they go public."
      lead="An artist's profile and offers stay hidden until an operator approves the profile."
    >
      <Loadable response={queue}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState
              title="No profile is waiting"
              description="Profiles show here when artists submit them, or submit them again after a rejection."
            />
          ) : (
            <>
              <p className={classes.Count}>
                {data.length} {data.length === 1 ? 'profile' : 'profiles'} waiting
              </p>
              <DataTable
                caption="Voiceover profiles to review"
                hideCaption
                columns={COLUMNS}
                rows={data}
                getRowKey={(item) => item.username}
              />
            </>
          )
        }
      </Loadable>
    </AdminScreen>
  );
}

import type { VoiceoverReview } from '@bookstore/api-client/contract';
import { apiKeys } from '@bookstore/api-client/react';
import { Avatar, Button, DataTable } from '@bookstore/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api, hooks } from './api';
import { useAction } from '../../forms';
import { Facts, formatDate, formatDateTime, humanize, Loadable, Section } from '../shared';
import { DemoList } from '../voiceover/DemoList';
import { OfferList } from '../voiceover/OfferList';
import { VoaProfileFacts } from '../voiceover/VoaProfileFacts';
import classes from './admin.module.css';
import { AdminScreen } from './AdminScreen';
import { Person } from './Person';
import { OWN_ITEM, useIsMe } from './own';
import { RejectDialog } from './ReasonDialog';

const QUEUE = '/admin/reviews/voiceovers';
const DECIDED = [apiKeys.admin.voiceoverReviews(), apiKeys.admin.overview(), apiKeys.admin.audit()];

function Decision({ review }: { review: VoiceoverReview }) {
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState(false);
  const { username } = review.account;
  const isMe = useIsMe();
  const approve = useAction(api.admin.approveVoiceover, {
    revalidate: DECIDED,
    onSuccess: () => navigate(QUEUE),
  });
  if (isMe(review.account)) {
    return (
      <Section title="Decision">
        <p>{`This is your own voiceover profile. ${OWN_ITEM}`}</p>
      </Section>
    );
  }
  const change = review.change ?? null;
  if (review.artist.status !== 'in_review' && !change) {
    return (
      <Section title="Decision">
        <p>This profile is {humanize(review.artist.status).toLowerCase()}: it is not waiting for a review.</p>
      </Section>
    );
  }
  const suspended = review.artist_suspended;
  return (
    <Section title="Decision">
      {suspended ? (
        <p id="approve-blocked">
          The artist is suspended: restore the account before approving, or reject the{' '}
          {change ? 'change' : 'profile'}.
        </p>
      ) : null}
      <div className={classes.Decision}>
        <Button
          onClick={() => void approve.run({ params: { username } })}
          loading={approve.running}
          disabled={suspended}
          aria-describedby={suspended ? 'approve-blocked' : undefined}
        >
          {change ? 'Approve the change' : 'Approve the profile'}
        </Button>
        <Button variant="danger" onClick={() => setRejecting(true)} disabled={approve.running}>
          {change ? 'Reject the change' : 'Reject'}
        </Button>
      </div>
      <RejectDialog
        queue={QUEUE}
        open={rejecting}
        title={
          change
            ? `Reject the change to ${review.artist.display_name}’s profile?`
            : `Reject ${review.artist.display_name}’s profile?`
        }
        description={
          change
            ? 'The approved profile stays listed; the artist sees your reason and can edit the profile again.'
            : 'The profile stays hidden; the artist sees your reason and can fix the profile and submit it again.'
        }
        confirmLabel={change ? 'Reject the change' : 'Reject the profile'}
        hint="The artist reads this: say what to change."
        submit={(body) => api.admin.rejectVoiceover({ params: { username }, body })}
        onClose={() => setRejecting(false)}
        revalidate={DECIDED}
      />
    </Section>
  );
}

type Change = NonNullable<VoiceoverReview['change']>;

/** An approved profile's change (issue 41): each changed part, approved → proposed. */
function ProfileChange({ change }: { change: Change }) {
  return (
    <Section title="What changes">
      <DataTable
        caption="The profile’s changes, old and new"
        hideCaption
        rows={change.rows}
        getRowKey={(row) => `${row.part}:${row.after ?? ''}`}
        emptyState="The change no longer differs from the approved profile."
        columns={[
          { key: 'part', header: 'Part', rowHeader: true, cell: (row) => humanize(row.part) },
          { key: 'before', header: 'Listed now', cell: (row) => row.before ?? '—' },
          {
            key: 'after',
            header: 'Proposed',
            cell: (row) =>
              row.url ? (
                <a href={row.url} target="_blank" rel="noreferrer">
                  Listen to “{row.after}”
                </a>
              ) : (
                (row.after ?? '—')
              ),
          },
        ]}
      />
    </Section>
  );
}

/** /admin/reviews/voiceovers/{username}: a voiceover profile as it would be public, and the decision. */
export function VoiceoverReviewScreen() {
  const { username = '' } = useParams();
  const review = hooks.admin.useVoiceoverReview({ params: { username } });
  const artist = review.data?.data.artist;
  return (
    <AdminScreen
      title={artist ? `Review ${artist.display_name}` : 'Voiceover review'}
      description="A voiceover profile waiting for review."
      lead={artist?.headline}
      media={
        artist ? <Avatar src={artist.avatar} name={artist.display_name} size="xlarge" alt="" /> : undefined
      }
    >
      <Loadable response={review}>
        {({ data }) => (
          <>
            <Facts
              facts={[
                ['Account', <Person key="account" person={data.account} />],
                ['Submitted', data.submitted_at ? formatDateTime(data.submitted_at) : null],
                ['Last review', data.artist.reviewed_at ? formatDate(data.artist.reviewed_at) : 'None yet'],
                ['Last reason', data.artist.rejection_reason],
              ]}
            />
            {data.change ? <ProfileChange change={data.change} /> : null}
            <Decision review={data} />
            <Section title={data.change ? 'The approved profile (listed now)' : 'Profile'}>
              <VoaProfileFacts artist={data.artist} />
            </Section>
            <Section title="Demos">
              {data.artist.demos.length === 0 ? (
                <p>No demo uploaded.</p>
              ) : (
                <DemoList demos={data.artist.demos} />
              )}
            </Section>
            <Section title="Offers">
              <OfferList offers={data.artist.offers} />
            </Section>
          </>
        )}
      </Loadable>
    </AdminScreen>
  );
}

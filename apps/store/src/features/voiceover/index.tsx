import { Badge, Button, EmptyState } from '@bookstore/ui';
import { useLocation, useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { formatDate, humanize, Loadable, Money, Pager, Screen, sharedClasses, usePageParam } from '../shared';

export { VoaOfferScreen, VoaOffersScreen, VoaScreen, VoasScreen } from './public';

/** /dashboard/voiceover: the artist's profile status and completed sections. */
export function VoiceoverDashboardScreen() {
  const profile = hooks.voiceover.useGetProfile({});
  return (
    <Screen title="Voiceover dashboard" description="Your voiceover profile, offers and jobs.">
      <Loadable response={profile}>
        {({ data }) => (
          <dl className={sharedClasses.Facts}>
            <dt>Profile</dt>
            <dd>
              <Badge>{humanize(data.status)}</Badge>
            </dd>
            <dt>Offers</dt>
            <dd>{data.offers.length}</dd>
            <dt>Demos</dt>
            <dd>{data.demos.length}</dd>
            <dt>Jobs completed</dt>
            <dd>{data.jobs_completed}</dd>
          </dl>
        )}
      </Loadable>
      <ul className={sharedClasses.Links}>
        {[
          ['Jobs', '/dashboard/voiceover/jobs'],
          ['Offers', '/dashboard/voiceover/offers'],
          ['Profile', '/dashboard/voiceover/profile'],
        ].map(([label, href]) => (
          <li key={href}>
            <AppLink href={href ?? '/dashboard/voiceover'} className={sharedClasses.Card}>
              <span className={sharedClasses.CardTitle}>{label}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Screen>
  );
}

/** /dashboard/voiceover/jobs */
export function JobsScreen() {
  const page = usePageParam();
  const jobs = hooks.voiceover.useListJobs({ query: { page } });
  return (
    <Screen title="Jobs" description="The voiceover jobs buyers ordered from you.">
      <Loadable response={jobs}>
        {({ data }) =>
          data.items.length === 0 ? (
            <EmptyState title="No jobs yet" description="Orders for your offers appear here." />
          ) : (
            <>
              <ul className={sharedClasses.Links}>
                {data.items.map((job) => (
                  <li key={job.uid}>
                    <AppLink href={`/dashboard/voiceover/jobs/${job.uid}`} className={sharedClasses.Card}>
                      <span className={sharedClasses.CardTitle}>{job.title}</span>
                      <span className={sharedClasses.Muted}>
                        {job.buyer_username} · {humanize(job.status)}
                        {job.due_at ? ` · due ${formatDate(job.due_at)}` : ''}
                      </span>
                      <Money value={job.amount} />
                    </AppLink>
                  </li>
                ))}
              </ul>
              <Pager page={data.page} lastPage={data.last_page} />
            </>
          )
        }
      </Loadable>
    </Screen>
  );
}

/** /dashboard/voiceover/jobs/{uid} */
export function JobScreen() {
  const { uid = '' } = useParams();
  const job = hooks.voiceover.useGetJob({ params: { id: uid } });
  const detail = job.data?.data;
  return (
    <Screen title={detail?.title ?? 'Job'} description="One voiceover job.">
      <Loadable response={job}>
        {({ data }) => (
          <>
            <dl className={sharedClasses.Facts}>
              <dt>Buyer</dt>
              <dd>{data.buyer_username}</dd>
              <dt>Offer</dt>
              <dd>{data.offer.title}</dd>
              <dt>Status</dt>
              <dd>{humanize(data.status)}</dd>
              <dt>Words</dt>
              <dd>{data.word_count}</dd>
              <dt>Amount</dt>
              <dd>
                <Money value={data.amount} />
              </dd>
            </dl>
            <pre className={sharedClasses.Prose} style={{ whiteSpace: 'pre-wrap' }}>
              {data.script}
            </pre>
          </>
        )}
      </Loadable>
    </Screen>
  );
}

/** /dashboard/voiceover/offers */
export function OffersScreen() {
  const offers = hooks.voiceover.useListOffers({});
  return (
    <Screen
      title="Offers"
      description="What you offer buyers."
      actions={
        <Button href="/dashboard/voiceover/offers/new" as={AppLink}>
          New offer
        </Button>
      }
    >
      <Loadable response={offers}>
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState title="No offers yet" description="Create an offer so buyers can order from you." />
          ) : (
            <ul className={sharedClasses.Links}>
              {data.map((offer) => (
                <li key={offer.uid} className={sharedClasses.Card}>
                  <span className={sharedClasses.CardTitle}>{offer.title}</span>
                  <Badge>{humanize(offer.status)}</Badge>
                  <Money value={offer.price} />
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
    </Screen>
  );
}

/** /dashboard/voiceover/offers/new */
export function NewOfferScreen() {
  return (
    <Screen
      title="New offer"
      description="Create a voiceover offer."
      lead="An offer names what you record, for how many words, in how many days and at what price."
    />
  );
}

const PROFILE_SECTIONS = ['personal', 'studio', 'vocal', 'demo', 'final'] as const;

/** /dashboard/voiceover/profile and its sections. */
export function VoiceoverProfileScreen() {
  const section = useLocation().pathname.split('/')[4];
  const profile = hooks.voiceover.useGetProfile({});
  return (
    <Screen
      title={section ? `Profile: ${humanize(section)}` : 'Voiceover profile'}
      description="Your voiceover artist profile."
    >
      <nav aria-label="Profile sections">
        <ul>
          {PROFILE_SECTIONS.map((name) => (
            <li key={name}>
              <AppLink
                href={`/dashboard/voiceover/profile/${name}`}
                aria-current={name === section ? 'page' : undefined}
              >
                {humanize(name)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <Loadable response={profile}>
        {({ data }) => (
          <dl className={sharedClasses.Facts}>
            <dt>Display name</dt>
            <dd>{data.display_name}</dd>
            <dt>Headline</dt>
            <dd>{data.headline}</dd>
            <dt>Status</dt>
            <dd>{humanize(data.status)}</dd>
            <dt>Sections done</dt>
            <dd>
              {Object.entries(data.steps)
                .filter(([, done]) => done)
                .map(([name]) => humanize(name))
                .join(', ') || 'None yet'}
            </dd>
          </dl>
        )}
      </Loadable>
    </Screen>
  );
}

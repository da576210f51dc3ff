import { Badge } from '@bookstore/ui';
import { hooks } from '../../api';
import { humanize, LinkCards, Loadable, Screen, sharedClasses } from '../shared';

const PAGES = [
  { label: 'Jobs', href: '/dashboard/voiceover/jobs' },
  { label: 'Offers', href: '/dashboard/voiceover/offers' },
  { label: 'Profile', href: '/dashboard/voiceover/profile' },
];

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
      <LinkCards links={PAGES} />
    </Screen>
  );
}

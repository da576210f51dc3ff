import { Badge } from '@bookstore/ui';
import { hooks } from '../../api';
import { Facts, humanize, LinkCards, Loadable, Screen } from '../shared';

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
          <Facts
            facts={[
              ['Profile', <Badge>{humanize(data.status)}</Badge>],
              ['Offers', data.offers.length],
              ['Demos', data.demos.length],
              ['Jobs completed', data.jobs_completed],
            ]}
          />
        )}
      </Loadable>
      <LinkCards links={PAGES} />
    </Screen>
  );
}

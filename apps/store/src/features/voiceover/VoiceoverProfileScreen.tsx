import type { VoiceoverArtist } from '@bookstore/api-client/contract';
import { useLocation } from 'react-router-dom';
import { hooks } from '../../api';
import {
  Facts,
  Loadable,
  Screen,
  Section,
  stepOf,
  VOICEOVER_STEP_TITLES,
  VOICEOVER_STEPS,
  VoiceoverStepper,
} from '../shared';
import { isStepDone, ProfileStatusBanner, ProfileStepForm } from './profile';
import classes from './profile/profile.module.css';

const PROFILE_BASE = '/dashboard/voiceover/profile';

/**
 * /dashboard/voiceover/profile and its sections (personal, studio, vocal, demo, final): the onboarding
 * forms, to edit after onboarding, under the profile's review status.
 */
export function VoiceoverProfileScreen() {
  const section = stepOf(VOICEOVER_STEPS, useLocation().pathname.split('/')[4]);
  const profile = hooks.voiceover.useGetProfile({});
  const saved = profile.data?.data;
  const keep = (next: VoiceoverArtist) =>
    void profile.mutate((previous) => ({ message: previous?.message ?? '', data: next }), {
      revalidate: false,
    });

  return (
    <Screen
      title={section ? `Profile: ${VOICEOVER_STEP_TITLES[section]}` : 'Voiceover profile'}
      description="Your voiceover artist profile."
    >
      <VoiceoverStepper
        label="Profile sections"
        base={PROFILE_BASE}
        current={section}
        done={(name) => isStepDone(saved, name)}
      />
      <Loadable response={profile}>
        {({ data }) => (
          <div className={classes.Stack}>
            <ProfileStatusBanner profile={data} onSaved={keep} base={PROFILE_BASE} />
            {section ? (
              <ProfileStepForm
                key={section}
                step={section}
                base={PROFILE_BASE}
                profile={data}
                onSaved={keep}
              />
            ) : (
              <ProfileOverview profile={data} />
            )}
          </div>
        )}
      </Loadable>
    </Screen>
  );
}

/** The profile at a glance: what buyers read, with the sections to edit in the stepper above. */
function ProfileOverview({ profile }: { profile: VoiceoverArtist }) {
  const { personal, studio, vocal } = profile;
  const names = (options: readonly { name: string }[]) => options.map((option) => option.name).join(', ');
  return (
    <Section title="Your profile">
      <Facts
        facts={[
          ['Display name', personal?.display_name ?? profile.display_name],
          ['Headline', personal?.headline ?? profile.headline],
          ['City', personal ? personal.city : 'Not given yet'],
          ['Microphone', studio ? studio.microphone : 'Not given yet'],
          ['Delivery formats', studio ? studio.delivery_formats.map((f) => f.toUpperCase()).join(', ') : ''],
          ['Languages', names(vocal.languages) || 'Not chosen yet'],
          ['Accents', names(vocal.accents) || 'Not chosen yet'],
          ['Demos', profile.demos.length],
          ['Offers', profile.offers.length],
        ]}
      />
    </Section>
  );
}

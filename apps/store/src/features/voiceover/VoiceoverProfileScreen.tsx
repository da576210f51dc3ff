import { useLocation } from 'react-router-dom';
import { hooks } from '../../api';
import {
  Facts,
  humanize,
  Loadable,
  Screen,
  stepOf,
  VOICEOVER_STEP_TITLES,
  VOICEOVER_STEPS,
  VoiceoverStepper,
} from '../shared';

/** /dashboard/voiceover/profile and its sections. */
export function VoiceoverProfileScreen() {
  const section = stepOf(VOICEOVER_STEPS, useLocation().pathname.split('/')[4]);
  const profile = hooks.voiceover.useGetProfile({});
  const saved = profile.data?.data;
  return (
    <Screen
      title={section ? `Profile: ${VOICEOVER_STEP_TITLES[section]}` : 'Voiceover profile'}
      description="Your voiceover artist profile."
    >
      <VoiceoverStepper
        label="Profile sections"
        base="/dashboard/voiceover/profile"
        current={section}
        // The last section is done once the profile is submitted for review.
        done={(name) => (name === 'final' ? Boolean(saved?.submitted_at) : Boolean(saved?.steps[name]))}
      />
      <Loadable response={profile}>
        {({ data }) => (
          <Facts
            facts={[
              ['Display name', data.display_name],
              ['Headline', data.headline],
              ['Status', humanize(data.status)],
              [
                'Sections done',
                VOICEOVER_STEPS.filter((name) => name !== 'final' && data.steps[name])
                  .map((name) => VOICEOVER_STEP_TITLES[name])
                  .join(', ') || 'None yet',
              ],
            ]}
          />
        )}
      </Loadable>
    </Screen>
  );
}

import { useLocation } from 'react-router-dom';
import { hooks } from '../../api';
import {
  humanize,
  Loadable,
  Screen,
  sharedClasses,
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

import { useLocation } from 'react-router-dom';
import { Screen, stepOf, VOICEOVER_STEP_TITLES, VOICEOVER_STEPS, VoiceoverStepper } from '../shared';

/** /selling/author/onboard */
export function AuthorOnboardScreen() {
  return (
    <Screen
      title="Author onboarding"
      description="Open your author account."
      lead="Opening an author account gives you the selling dashboard for your books, sales and revenue."
    />
  );
}

/** /selling/voa/onboard and its steps: personal, studio, vocal, demo, final. */
export function VoiceoverOnboardScreen() {
  const step = stepOf(VOICEOVER_STEPS, useLocation().pathname.split('/')[4]);
  const position = step ? VOICEOVER_STEPS.indexOf(step) : 0;
  return (
    <Screen
      title={step ? `Voiceover onboarding: ${VOICEOVER_STEP_TITLES[step]}` : 'Voiceover onboarding'}
      description="Set up your voiceover artist profile."
    >
      <VoiceoverStepper
        label="Onboarding steps"
        base="/selling/voa/onboard"
        current={step}
        // One step after the other: the steps before the one shown are behind the artist.
        done={(_, index) => index < position}
      />
    </Screen>
  );
}

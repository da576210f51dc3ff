import { Stepper } from '@bookstore/ui';
import { AppLink } from '../../links/AppLink';
import { toSteps, VOICEOVER_STEP_TITLES, VOICEOVER_STEPS, type VoiceoverStep } from './steps';

export interface VoiceoverStepperProps {
  /** The navigation's accessible name. */
  label: string;
  /** The pages' path, each step at `{base}/{step}`. */
  base: string;
  current: VoiceoverStep | undefined;
  done: (step: VoiceoverStep, index: number) => boolean;
}

/** The voiceover profile's sections as the kit's Stepper: the onboarding steps and the profile pages. */
export function VoiceoverStepper({ label, base, current, done }: VoiceoverStepperProps) {
  return (
    <Stepper
      label={label}
      linkAs={AppLink}
      steps={toSteps(VOICEOVER_STEPS, {
        current,
        done,
        title: (step) => VOICEOVER_STEP_TITLES[step],
        href: (step) => `${base}/${step}`,
      })}
    />
  );
}

import type { ReactNode } from 'react';
import type { VoiceoverStep } from '../../shared';
import { DemoStep } from './DemoStep';
import { FinalStep } from './FinalStep';
import { PersonalStep } from './PersonalStep';
import type { ProfileStepProps } from './sections';
import { StudioStep } from './StudioStep';
import { VocalStep } from './VocalStep';

export interface ProfileStepFormProps extends ProfileStepProps {
  step: VoiceoverStep;
  /** The sections' pages, each at `{base}/{section}`. */
  base: string;
  /** The submit buttons' words ("Save", or "Save and continue" while onboarding). */
  submitLabel?: string;
  /** After the demos (the way on to the next step while onboarding). */
  demoFooter?: ReactNode;
  /** In the final step once submitted (where to go next). */
  finalNext?: ReactNode;
}

/** The form of one profile section, by its step name. */
export function ProfileStepForm({
  step,
  base,
  submitLabel,
  demoFooter,
  finalNext,
  ...props
}: ProfileStepFormProps) {
  switch (step) {
    case 'personal':
      return <PersonalStep {...props} submitLabel={submitLabel} />;
    case 'studio':
      return <StudioStep {...props} submitLabel={submitLabel} />;
    case 'vocal':
      return <VocalStep {...props} submitLabel={submitLabel} />;
    case 'demo':
      return <DemoStep {...props}>{demoFooter}</DemoStep>;
    case 'final':
      return <FinalStep {...props} base={base} next={finalNext} />;
  }
}

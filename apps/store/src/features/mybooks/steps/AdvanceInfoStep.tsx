import type { StepProps } from './types';

/** The AdvanceInfo step (being built). */
export function AdvanceInfoStep(_props: StepProps) {
  return null;
}

import type { StepProps } from './types';

/** The Cover step (being built). */
export function CoverStep(_props: StepProps) {
  return null;
}

import type { StepProps } from './types';

/** The Contributors step (being built). */
export function ContributorsStep(_props: StepProps) {
  return null;
}

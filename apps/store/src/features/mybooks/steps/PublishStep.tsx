import type { StepProps } from './types';

/** The Publish step (being built). */
export function PublishStep(_props: StepProps) {
  return null;
}

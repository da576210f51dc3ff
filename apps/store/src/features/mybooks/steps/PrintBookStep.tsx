import type { StepProps } from './types';

/** The PrintBook step (being built). */
export function PrintBookStep(_props: StepProps) {
  return null;
}

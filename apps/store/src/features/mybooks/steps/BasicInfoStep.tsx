import type { StepProps } from './types';

/** The BasicInfo step (being built). */
export function BasicInfoStep(_props: StepProps) {
  return null;
}

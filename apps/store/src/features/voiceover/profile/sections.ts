import type { VoiceoverArtist } from '@bookstore/api-client/contract';
import { VOICEOVER_STEP_TITLES, VOICEOVER_STEPS, type VoiceoverStep } from '../../shared';

/** The profile sections the artist fills in; `final` is where the filled-in profile is submitted. */
export const PROFILE_SECTIONS = ['personal', 'studio', 'vocal', 'demo'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** What a profile section's form needs: the saved profile, and what to do with the saved answer. */
export interface ProfileStepProps {
  profile: VoiceoverArtist;
  /** Called with the profile the server answered after a save. */
  onSaved: (profile: VoiceoverArtist) => void;
}

/** The sections the server does not count as done yet, in the steps' order. */
export function missingSections(profile: Pick<VoiceoverArtist, 'steps'>): ProfileSection[] {
  return PROFILE_SECTIONS.filter((section) => !profile.steps[section]);
}

/** Where an artist resumes: the first section not done, else the final step. */
export function resumeStep(profile: Pick<VoiceoverArtist, 'steps'>): VoiceoverStep {
  return missingSections(profile)[0] ?? 'final';
}

/** The step after `step` (the final step stays the last). */
export function nextStep(step: VoiceoverStep): VoiceoverStep {
  return VOICEOVER_STEPS[Math.min(VOICEOVER_STEPS.indexOf(step) + 1, VOICEOVER_STEPS.length - 1)] ?? 'final';
}

export function sectionTitle(step: VoiceoverStep): string {
  return VOICEOVER_STEP_TITLES[step];
}

/** A step counts as done when the server says so; the final one once the profile has been submitted. */
export function isStepDone(profile: VoiceoverArtist | undefined, step: VoiceoverStep): boolean {
  if (!profile) return false;
  return step === 'final'
    ? profile.status === 'in_review' || profile.status === 'approved'
    : profile.steps[step];
}

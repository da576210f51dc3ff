// The voiceover profile's sections as forms: the same ones serve onboarding and the dashboard profile.
export { CreateVoiceoverAccountForm } from './CreateVoiceoverAccountForm';
export { DemoStep } from './DemoStep';
export { FinalStep } from './FinalStep';
export type { FinalStepProps } from './FinalStep';
export { PersonalStep } from './PersonalStep';
export { ProfileStatusBadge, ProfileStatusBanner, profileStatusLabel } from './ProfileStatusBanner';
export { StudioStep } from './StudioStep';
export { VocalStep } from './VocalStep';
export { isStepDone, missingSections, nextStep, PROFILE_SECTIONS, resumeStep } from './sections';
export type { ProfileSection, ProfileStepProps } from './sections';
export { ProfileStepForm } from './ProfileStepForm';

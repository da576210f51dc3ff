import type { Step } from '@bookstore/ui';

/** The voiceover artist's profile sections: the onboarding steps (/selling/voa/onboard/…) and the profile pages. */
export const VOICEOVER_STEPS = ['personal', 'studio', 'vocal', 'demo', 'final'] as const;
export type VoiceoverStep = (typeof VOICEOVER_STEPS)[number];
export const VOICEOVER_STEP_TITLES: Record<VoiceoverStep, string> = {
  personal: 'Personal details',
  studio: 'Studio',
  vocal: 'Vocal characteristics',
  demo: 'Demos',
  final: 'Review and submit',
};

/** `name` when it is one of `names`, else undefined (a step read from the URL). */
export function stepOf<N extends string>(names: readonly N[], name: string | undefined): N | undefined {
  return names.find((candidate) => candidate === name);
}

export interface StepsOptions<N extends string> {
  /** The step being shown. */
  current?: N | undefined;
  /** Whether a step is done (a profile's or a book's saved sections). */
  done: (name: N, index: number) => boolean;
  title: (name: N) => string;
  href: (name: N) => string;
}

/** A flow's steps for the kit's Stepper: the current one, the done ones, the rest still to do. */
export function toSteps<N extends string>(names: readonly N[], options: StepsOptions<N>): Step[] {
  return names.map((name, index) => ({
    id: name,
    label: options.title(name),
    href: options.href(name),
    state: name === options.current ? 'current' : options.done(name, index) ? 'complete' : 'upcoming',
  }));
}

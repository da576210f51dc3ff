// Fixtures for the voiceover artist's screens' tests (imported by *.test.tsx only).
import type { Job, Offer, VoiceoverArtist } from '@bookstore/api-client/contract';
import { vi, type Mock } from 'vitest';
import { money } from '../shared/testing';

const artist = {
  uid: 'A1',
  username: 'ada',
  first_name: 'Ada',
  middle_name: null,
  last_name: 'Obi',
  avatar: null,
  display_name: 'Ada Voice',
  headline: 'Warm narration',
  languages: [],
  accents: [],
  rating: { average: 0, count: 0 },
  jobs_completed: 0,
  starting_price: null,
  demo: null,
};

/** An artist's own profile; `steps` and the rest as given. */
export function voiceProfile(overrides: Partial<VoiceoverArtist> = {}): VoiceoverArtist {
  return {
    ...artist,
    status: 'incomplete',
    personal: null,
    studio: null,
    vocal: { ages: [], accents: [], languages: [] },
    demos: [],
    offers: [],
    steps: { personal: false, studio: false, vocal: false, demo: false },
    submitted_at: null,
    reviewed_at: null,
    rejection_reason: null,
    created_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

export const ALL_DONE = { personal: true, studio: true, vocal: true, demo: true };

export function voiceOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    uid: 'O1',
    title: 'Audiobook narration',
    description: 'A full audiobook, narrated with care.',
    price: money(20000),
    word_limit: 10000,
    delivery_days: 7,
    revisions: 2,
    status: 'active',
    artist: {
      uid: 'A1',
      username: 'ada',
      display_name: 'Ada Voice',
      first_name: 'Ada',
      last_name: 'Obi',
      avatar: null,
    },
    created_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

export function voiceJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 1,
    uid: 'J1',
    title: 'Chapter one',
    script: 'It was a bright cold day in April, and the clocks were striking thirteen.',
    word_count: 14,
    status: 'in_progress',
    offer: { uid: 'O1', title: 'Audiobook narration', price: money(20000), delivery_days: 7 },
    buyer_username: 'shopper',
    amount: money(20000),
    due_at: '2026-11-30T00:00:00Z',
    deliverable_url: null,
    notes: 'Please read slowly.',
    revisions_allowed: 2,
    revisions_used: 0,
    deliveries: [],
    activities: [
      { id: 1, kind: 'ordered', actor: 'buyer', note: null, created_at: '2026-11-01T00:00:00Z' },
      { id: 2, kind: 'started', actor: 'buyer', note: null, created_at: '2026-11-02T00:00:00Z' },
    ],
    created_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

/** A loaded SWR answer with its `mutate`, as the screens that update their read use. */
export function loaded<T>(data: T): {
  data: { data: T; message: string };
  error: undefined;
  isLoading: false;
  mutate: Mock;
} {
  return { data: { data, message: '' }, error: undefined, isLoading: false, mutate: vi.fn() };
}

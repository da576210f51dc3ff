// Issue 41: the artist's profile editor holds the change they proposed while it is in review (the API's
// own read carries it), under the banner that says so; a rejected change leaves the approved values.
import type { VoiceoverArtist } from '@bookstore/api-client/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Toast from '../../feedback/toast';
import { answer, renderAt } from '../shared/testing';
import { ALL_DONE, voiceProfile } from './testProfile';

const { api, hooks } = vi.hoisted(() => ({
  api: { voiceover: { updatePersonal: vi.fn() } },
  hooks: {
    voiceover: { useGetProfile: vi.fn() },
    public: { useListSupportedCountries: vi.fn(), useGetVocalCharacteristics: vi.fn() },
  },
}));
vi.mock('../../api', () => ({ api, hooks }));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../feedback/toast', async (original) => ({ ...(await original<typeof Toast>()), ...toast }));

const { VoiceoverProfileScreen } = await import('./index');

const APPROVED_BIO = 'Audiobook narrator for ten years, with a focus on literary fiction and memoir.';
const PROPOSED_BIO = `${APPROVED_BIO} Now also narrating in Yoruba.`;
const personal = {
  display_name: 'Ada Voice',
  headline: 'Warm narration',
  bio: APPROVED_BIO,
  gender: 'female' as const,
  country_code: 'ng',
  city: 'Lagos',
  phone: '+234 801 234 5678',
};
const approved = (overrides: Partial<VoiceoverArtist> = {}) =>
  voiceProfile({
    status: 'approved',
    steps: ALL_DONE,
    reviewed_at: '2026-11-02T10:00:00Z',
    personal,
    ...overrides,
  });
const inReview = (bio: string) =>
  approved({
    personal: { ...personal, bio },
    pending_change: {
      status: 'in_review',
      changed: ['bio'],
      submitted_at: '2026-11-05T09:00:00Z',
      rejection_reason: null,
    },
  });

/** The profile read as SWR gives it: the screen's `mutate` replaces it, as after a save. */
function serve(initial: VoiceoverArtist) {
  hooks.voiceover.useGetProfile.mockImplementation(() => {
    const [data, setData] = useState(initial);
    return {
      ...answer(data),
      mutate: (next: (previous: unknown) => { data: VoiceoverArtist }) => setData(next(undefined).data),
    };
  });
}

const openPersonal = () =>
  renderAt(
    '/dashboard/voiceover/profile/*',
    '/dashboard/voiceover/profile/personal',
    <VoiceoverProfileScreen />,
  );
const banner = () => screen.getByRole('region', { name: 'Profile status' });

beforeEach(() => {
  vi.clearAllMocks();
  hooks.public.useListSupportedCountries.mockReturnValue(
    answer([
      {
        country_code: 'ng',
        country_name: 'Nigeria',
        country_icon: '',
        currency: { code: 'NGN', symbol: '₦', name: 'Naira' },
      },
    ]),
  );
  hooks.public.useGetVocalCharacteristics.mockReturnValue(answer({ ages: [], accents: [], languages: [] }));
});

describe('the profile editor of an approved artist', () => {
  it('shows the change in review, not the approved values, under the banner that says so', () => {
    serve(inReview(PROPOSED_BIO));
    openPersonal();
    expect(screen.getByLabelText(/^Bio/)).toHaveValue(PROPOSED_BIO);
    expect(banner()).toHaveTextContent(/Changes in review since .*buyers see your approved profile/);
  });

  it('keeps the saved proposal in the form and says it is in review once saved', async () => {
    serve(approved());
    api.voiceover.updatePersonal.mockResolvedValue({
      data: inReview(PROPOSED_BIO),
      message: 'Your personal details have been saved.',
    });
    openPersonal();
    expect(banner()).not.toHaveTextContent(/Changes in review/);
    const bio = screen.getByLabelText(/^Bio/);
    expect(bio).toHaveValue(APPROVED_BIO);
    await userEvent.type(bio, ' Now also narrating in Yoruba.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(banner()).toHaveTextContent(/Changes in review/));
    expect(api.voiceover.updatePersonal).toHaveBeenCalledWith({
      body: expect.objectContaining({ bio: PROPOSED_BIO }) as unknown,
    });
    expect(screen.getByLabelText(/^Bio/)).toHaveValue(PROPOSED_BIO);
  });

  it('shows the approved values with the reviewer’s reason once a change is rejected', () => {
    serve(
      approved({
        pending_change: {
          status: 'rejected',
          changed: ['bio'],
          submitted_at: '2026-11-05T09:00:00Z',
          rejection_reason: 'Record a Yoruba demo first.',
        },
      }),
    );
    openPersonal();
    expect(screen.getByLabelText(/^Bio/)).toHaveValue(APPROVED_BIO);
    expect(banner()).toHaveTextContent('Changes rejected.');
    expect(banner()).toHaveTextContent('Reason: Record a Yoruba demo first.');
  });
});

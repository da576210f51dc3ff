import { ApiError } from '@bookstore/api-client';
import type { Account } from '@bookstore/api-client/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '../../feedback/toast';
import { answer, renderAt } from '../shared/testing';
import { ALL_DONE, loaded, voiceProfile } from '../voiceover/testProfile';

const { api, hooks } = vi.hoisted(() => ({
  api: {
    auth: { getVerificationCode: vi.fn(), verify2fa: vi.fn() },
    selling: { createVoiceoverAccount: vi.fn() },
    voiceover: { updatePersonal: vi.fn(), submitForReview: vi.fn() },
  },
  hooks: {
    public: { useListSupportedCountries: vi.fn(), useGetVocalCharacteristics: vi.fn() },
    selling: { useCheckVoiceoverAccount: vi.fn() },
    voiceover: { useGetProfile: vi.fn() },
  },
}));
vi.mock('../../api', () => ({ api, hooks }));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../feedback/toast', async (original) => ({
  ...(await original<typeof ToastModule>()),
  ...toast,
}));

const { VoiceoverOnboardScreen } = await import('./index');
const { account, securityCheckUntil, setAccount } = await import('../../state/account');
const { startSession } = await import('../../state/session');

const check = (has: boolean) =>
  loaded({
    author_account: false,
    voiceover_artist_account: has,
    voiceover_status: has ? 'incomplete' : null,
  });
const onboard = (url: string) => renderAt('/selling/voa/onboard/*', url, <VoiceoverOnboardScreen />);

/** Whether this session has passed the seller security check (as the account read says: the cookie is HttpOnly). */
function securityChecked(passed: boolean) {
  securityCheckUntil.value = passed ? '2030-01-01T00:00:00Z' : null;
}

beforeEach(() => {
  vi.clearAllMocks();
  securityChecked(true);
  hooks.public.useListSupportedCountries.mockReturnValue(
    answer([
      {
        country_code: 'ng',
        country_name: 'Nigeria',
        country_icon: '',
        currency: { code: 'NGN', symbol: '₦' },
      },
    ]),
  );
  hooks.voiceover.useGetProfile.mockReturnValue(loaded(voiceProfile()));
});

describe('voiceover onboarding', () => {
  it('opens the voiceover account first, then goes to the first step', async () => {
    hooks.selling.useCheckVoiceoverAccount.mockReturnValue(check(false));
    api.selling.createVoiceoverAccount.mockResolvedValue({ data: voiceProfile(), message: 'Welcome.' });
    startSession();
    setAccount({ username: 'ada', voiceover_artist_account: false } as Account);
    const router = onboard('/selling/voa/onboard');
    // Without an account the profile is not asked for.
    expect(hooks.voiceover.useGetProfile).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('navigation', { name: 'Onboarding steps' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Display name/), 'Ada Voice');
    await userEvent.type(screen.getByLabelText(/Headline/), 'Warm narration');
    await userEvent.selectOptions(screen.getByLabelText(/Country/), 'ng');
    await userEvent.click(screen.getByRole('button', { name: 'Open my voiceover account' }));
    expect(await screen.findByText('You must accept the seller terms.')).toBeInTheDocument();
    expect(api.selling.createVoiceoverAccount).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText(/seller terms of use/));
    await userEvent.click(screen.getByRole('button', { name: 'Open my voiceover account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/selling/voa/onboard/personal'));
    expect(api.selling.createVoiceoverAccount).toHaveBeenCalledWith({
      body: { display_name: 'Ada Voice', headline: 'Warm narration', country_code: 'ng', accept_terms: true },
    });
    // The account is an artist's at once: the menu stops offering "Become a Voiceover Artist".
    expect(account.value?.voiceover_artist_account).toBe(true);
    setAccount(null);
  });

  it('asks for the security check before the steps of an open account (every profile call needs it)', async () => {
    securityChecked(false);
    hooks.selling.useCheckVoiceoverAccount.mockReturnValue(check(true));
    api.auth.getVerificationCode.mockResolvedValue({ data: null, message: 'A code was sent.' });
    // verify_2fa's answer alone tells the store the check is passed.
    api.auth.verify2fa.mockResolvedValue({
      data: { expires_at: '2030-01-01T00:00:00Z' },
      message: 'Verified.',
    });
    onboard('/selling/voa/onboard/personal');
    expect(hooks.voiceover.useGetProfile).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('form', { name: 'Personal details' })).not.toBeInTheDocument();
    await screen.findByText(/We sent a 6-digit code/);
    expect(api.auth.getVerificationCode).toHaveBeenCalledTimes(1);
    // A whole code sends itself.
    await userEvent.type(screen.getByRole('textbox', { name: 'Character 1 of 6' }), '123456');
    await waitFor(() =>
      expect(api.auth.verify2fa).toHaveBeenCalledWith({ body: { verification_code: '123456' } }),
    );
    expect(await screen.findByRole('form', { name: 'Personal details' })).toBeInTheDocument();
    expect(hooks.voiceover.useGetProfile).toHaveBeenLastCalledWith({});
  });

  it('shows the server’s field errors on the create form', async () => {
    hooks.selling.useCheckVoiceoverAccount.mockReturnValue(check(false));
    api.selling.createVoiceoverAccount.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', { display_name: ['This display name is taken.'] }),
    );
    onboard('/selling/voa/onboard');
    await userEvent.type(screen.getByLabelText(/Display name/), 'Ada Voice');
    await userEvent.type(screen.getByLabelText(/Headline/), 'Warm narration');
    await userEvent.selectOptions(screen.getByLabelText(/Country/), 'ng');
    await userEvent.click(screen.getByLabelText(/seller terms of use/));
    await userEvent.click(screen.getByRole('button', { name: 'Open my voiceover account' }));
    expect(await screen.findByText('This display name is taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Display name/)).toHaveValue('Ada Voice');
  });

  it('resumes an artist at the first step not done', async () => {
    hooks.selling.useCheckVoiceoverAccount.mockReturnValue(check(true));
    hooks.voiceover.useGetProfile.mockReturnValue(
      loaded(voiceProfile({ steps: { personal: true, studio: false, vocal: false, demo: true } })),
    );
    const router = onboard('/selling/voa/onboard');
    expect(hooks.voiceover.useGetProfile).toHaveBeenCalledWith({});
    await waitFor(() => expect(router.state.location.pathname).toBe('/selling/voa/onboard/studio'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Voiceover onboarding: Studio');
    const steps = screen.getByRole('navigation', { name: 'Onboarding steps' });
    expect(within(steps).getByRole('link', { name: /Personal details.*completed/ })).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: /Demos.*completed/ })).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: /Studio/ })).toHaveAttribute('aria-current', 'step');
  });

  it('resumes a complete profile at the final step', async () => {
    hooks.selling.useCheckVoiceoverAccount.mockReturnValue(check(true));
    hooks.voiceover.useGetProfile.mockReturnValue(loaded(voiceProfile({ steps: ALL_DONE })));
    const router = onboard('/selling/voa/onboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/selling/voa/onboard/final'));
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
  });

  it('saves a step, keeps the answer and goes on to the next step', async () => {
    hooks.selling.useCheckVoiceoverAccount.mockReturnValue(check(true));
    const profile = loaded(voiceProfile());
    hooks.voiceover.useGetProfile.mockReturnValue(profile);
    const saved = voiceProfile({ steps: { personal: true, studio: false, vocal: false, demo: false } });
    api.voiceover.updatePersonal.mockResolvedValue({ data: saved, message: 'Saved.' });
    const router = onboard('/selling/voa/onboard/personal');
    await userEvent.type(
      screen.getByLabelText(/^Bio/),
      'I narrate audiobooks and adverts, in a warm and clear voice.',
    );
    await userEvent.selectOptions(screen.getByLabelText(/Gender/), 'male');
    await userEvent.type(screen.getByLabelText(/Phone/), '08012345678');
    await userEvent.selectOptions(screen.getByLabelText(/Country/), 'ng');
    await userEvent.type(screen.getByLabelText(/City/), 'Abuja');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/selling/voa/onboard/studio'));
    expect(profile.mutate).toHaveBeenCalled();
  });

  it('submits the profile at the final step', async () => {
    startSession();
    setAccount({ username: 'ada', voiceover_artist_account: true } as Account);
    hooks.selling.useCheckVoiceoverAccount.mockReturnValue(check(true));
    hooks.voiceover.useGetProfile.mockReturnValue(loaded(voiceProfile({ steps: ALL_DONE })));
    api.voiceover.submitForReview.mockResolvedValue({
      data: voiceProfile({ steps: ALL_DONE, status: 'in_review' }),
      message: 'Submitted.',
    });
    onboard('/selling/voa/onboard/final');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(api.voiceover.submitForReview).toHaveBeenCalled());
    expect(account.value?.voiceover_artist_account).toBe(true);
    setAccount(null);
  });
});

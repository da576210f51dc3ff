import { ApiError } from '@bookstore/api-client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '../../../feedback/toast';
import { answer } from '../../shared/testing';
import { ALL_DONE, voiceProfile } from '../testProfile';

const { api, hooks } = vi.hoisted(() => ({
  api: {
    voiceover: {
      updatePersonal: vi.fn(),
      updateStudio: vi.fn(),
      updateVocalCharacteristics: vi.fn(),
      addDemo: vi.fn(),
      deleteDemo: vi.fn(),
      submitForReview: vi.fn(),
    },
  },
  hooks: {
    public: { useListSupportedCountries: vi.fn(), useGetVocalCharacteristics: vi.fn() },
  },
}));
vi.mock('../../../api', async () => ({
  api,
  hooks,
}));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../../uploads', async () => {
  const double = (await import('../../shared/partUploaderDouble')).partUploaderDouble(api);
  return { partUploader: () => double };
});
vi.mock('../../../feedback/toast', async (original) => ({
  ...(await original<typeof ToastModule>()),
  ...toast,
}));

const { PersonalStep, StudioStep, VocalStep, DemoStep, FinalStep, ProfileStatusBanner } =
  await import('./index');

const inRouter = (element: ReactNode) => render(<MemoryRouter>{element}</MemoryRouter>);
const invalid = (fields: Record<string, string[]>) =>
  new ApiError(422, 'The given data was invalid.', fields);

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
  hooks.public.useGetVocalCharacteristics.mockReturnValue(
    answer({
      ages: [
        { id: 1, name: 'Young adult' },
        { id: 2, name: 'Middle aged' },
      ],
      accents: [{ id: 3, name: 'Nigerian' }],
      languages: [
        { id: 4, name: 'English' },
        { id: 5, name: 'Yoruba' },
      ],
    }),
  );
});

describe('the personal details form', () => {
  it('saves through update_personal and hands on the saved profile', async () => {
    const saved = voiceProfile({ steps: { ...voiceProfile().steps, personal: true } });
    api.voiceover.updatePersonal.mockResolvedValue({ data: saved, message: 'Saved.' });
    const onSaved = vi.fn();
    inRouter(<PersonalStep profile={voiceProfile()} onSaved={onSaved} />);
    // The account's display name and headline are there already.
    expect(screen.getByLabelText(/Display name/)).toHaveValue('Ada Voice');
    await userEvent.type(
      screen.getByLabelText(/^Bio/),
      'I narrate audiobooks and adverts, in a warm and clear voice.',
    );
    await userEvent.selectOptions(screen.getByLabelText(/Gender/), 'female');
    await userEvent.type(screen.getByLabelText(/Phone/), '+234 801 234 5678');
    await userEvent.selectOptions(screen.getByLabelText(/Country/), 'ng');
    await userEvent.type(screen.getByLabelText(/City/), 'Lagos');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(api.voiceover.updatePersonal).toHaveBeenCalledWith({
      body: {
        display_name: 'Ada Voice',
        headline: 'Warm narration',
        bio: 'I narrate audiobooks and adverts, in a warm and clear voice.',
        gender: 'female',
        country_code: 'ng',
        city: 'Lagos',
        phone: '+234 801 234 5678',
      },
    });
  });

  it('shows the server’s field errors on the fields and keeps what was typed', async () => {
    api.voiceover.updatePersonal.mockRejectedValue(invalid({ city: ['We do not know this city.'] }));
    const onSaved = vi.fn();
    const personal = {
      display_name: 'Ada Voice',
      headline: 'Warm narration',
      bio: 'x'.repeat(60),
      gender: 'female' as const,
      country_code: 'ng',
      city: 'Atlantis',
      phone: '+2348012345678',
    };
    inRouter(<PersonalStep profile={voiceProfile({ personal })} onSaved={onSaved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const city = await screen.findByLabelText(/City/);
    await waitFor(() => expect(city).toHaveAccessibleDescription('We do not know this city.'));
    expect(city).toHaveValue('Atlantis');
    expect(city).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('the studio form', () => {
  it('asks for at least one delivery format, then saves the chosen ones', async () => {
    api.voiceover.updateStudio.mockResolvedValue({ data: voiceProfile(), message: 'Saved.' });
    inRouter(<StudioStep profile={voiceProfile()} onSaved={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/Microphone/), 'Neumann TLM 103');
    await userEvent.type(screen.getByLabelText(/Audio interface/), 'Focusrite');
    await userEvent.type(screen.getByLabelText(/Recording software/), 'Reaper');
    await userEvent.type(screen.getByLabelText(/Usual turnaround/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const formats = screen.getByRole('group', { name: 'Delivery formats' });
    expect(await within(formats).findByText('Pick at least one delivery format.')).toBeInTheDocument();
    expect(api.voiceover.updateStudio).not.toHaveBeenCalled();

    await userEvent.click(within(formats).getByLabelText('WAV'));
    await userEvent.click(within(formats).getByLabelText('MP3'));
    await userEvent.click(screen.getByLabelText(/treated booth/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.voiceover.updateStudio).toHaveBeenCalledWith({
        body: {
          microphone: 'Neumann TLM 103',
          audio_interface: 'Focusrite',
          software: 'Reaper',
          has_treated_booth: true,
          delivery_formats: ['mp3', 'wav'],
          turnaround_days: 3,
        },
      }),
    );
  });

  it('shows a server field error under the delivery formats', async () => {
    api.voiceover.updateStudio.mockRejectedValue(invalid({ delivery_formats: ['FLAC is not offered yet.'] }));
    const studio = {
      microphone: 'Rode NT1',
      audio_interface: 'Focusrite',
      software: 'Reaper',
      has_treated_booth: false,
      delivery_formats: ['flac' as const],
      turnaround_days: 2,
    };
    inRouter(<StudioStep profile={voiceProfile({ studio })} onSaved={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const formats = screen.getByRole('group', { name: 'Delivery formats' });
    expect(await within(formats).findByText('FLAC is not offered yet.')).toBeInTheDocument();
    expect(within(formats).getByLabelText('FLAC')).toBeChecked();
  });
});

describe('the vocal characteristics form', () => {
  it('offers the store’s choices as checkbox groups and needs one of each', async () => {
    api.voiceover.updateVocalCharacteristics.mockResolvedValue({ data: voiceProfile(), message: 'Saved.' });
    const profile = voiceProfile({
      vocal: { ages: [{ id: 2, name: 'Middle aged' }], accents: [], languages: [] },
    });
    inRouter(<VocalStep profile={profile} onSaved={vi.fn()} />);
    expect(
      within(screen.getByRole('group', { name: 'Vocal ages' })).getByLabelText('Middle aged'),
    ).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pick at least one accent.')).toBeInTheDocument();
    expect(screen.getByText('Pick at least one language.')).toBeInTheDocument();
    expect(api.voiceover.updateVocalCharacteristics).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText('Nigerian'));
    await userEvent.click(screen.getByLabelText('Yoruba'));
    await userEvent.click(screen.getByLabelText('English'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.voiceover.updateVocalCharacteristics).toHaveBeenCalledWith({
        body: { age_ids: [2], accent_ids: [3], language_ids: [4, 5] },
      }),
    );
  });

  it('shows the server’s field errors on the groups', async () => {
    api.voiceover.updateVocalCharacteristics.mockRejectedValue(
      invalid({ language_ids: ['Language 5 is no longer offered.'] }),
    );
    const profile = voiceProfile({
      vocal: {
        ages: [{ id: 1, name: 'Young adult' }],
        accents: [{ id: 3, name: 'Nigerian' }],
        languages: [{ id: 5, name: 'Yoruba' }],
      },
    });
    inRouter(<VocalStep profile={profile} onSaved={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const languages = screen.getByRole('group', { name: 'Languages' });
    expect(await within(languages).findByText('Language 5 is no longer offered.')).toBeInTheDocument();
  });
});

describe('the demos', () => {
  const demo = {
    id: 7,
    title: 'Audiobook excerpt',
    url: 'https://cdn.example.com/demo.mp3',
    duration_seconds: 95,
    created_at: '2026-11-03T00:00:00Z',
  };

  it('play each demo under its title', () => {
    inRouter(<DemoStep profile={voiceProfile({ demos: [demo] })} onSaved={vi.fn()} />);
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Audiobook excerpt' })).toBeInTheDocument();
    const audio = item.querySelector('audio');
    expect(audio).toHaveAttribute('src', demo.url);
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAccessibleName('Audiobook excerpt');
    expect(item).toHaveTextContent('1:35');
  });

  it('upload a demo with its progress and hand on the profile with it', async () => {
    const withDemo = voiceProfile({ demos: [demo], steps: { ...voiceProfile().steps, demo: true } });
    let report: ((percent: number) => void) | undefined;
    let finish: (value: unknown) => void = () => undefined;
    api.voiceover.addDemo.mockImplementation((input: { onUploadProgress: (p: number) => void }) => {
      report = input.onUploadProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const onSaved = vi.fn();
    inRouter(<DemoStep profile={voiceProfile()} onSaved={onSaved} />);
    expect(screen.getByText('No demos yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Upload demo' }));
    expect(await screen.findByText('Choose the demo recording.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Demo title/), 'Advert read');
    const file = new File(['RIFF'], 'advert.wav', { type: 'audio/wav' });
    await userEvent.upload(screen.getByLabelText(/Choose a file/), file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload demo' }));
    await waitFor(() => expect(api.voiceover.addDemo).toHaveBeenCalled());
    expect(api.voiceover.addDemo.mock.calls[0]?.[0].body).toEqual({ title: 'Advert read', demo: file });

    report?.(40);
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    finish({ data: withDemo, message: 'Demo added.' });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(withDemo));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Demo title/)).toHaveValue('');
    // Focus goes to the demos' heading, not back to the emptied title box.
    await waitFor(() => expect(screen.getByRole('heading', { name: /Your demos/ })).toHaveFocus());
  });

  it('delete a demo only once confirmed', async () => {
    const without = voiceProfile();
    api.voiceover.deleteDemo.mockResolvedValue({ data: without, message: 'Demo removed.' });
    const onSaved = vi.fn();
    inRouter(<DemoStep profile={voiceProfile({ demos: [demo] })} onSaved={onSaved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this demo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.voiceover.deleteDemo).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete demo' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(without));
    expect(api.voiceover.deleteDemo).toHaveBeenCalledWith({ params: { id: 7 } });
  });
});

describe('the final step', () => {
  it('lists what is missing with links, and offers no submit until it is done', () => {
    const profile = voiceProfile({ steps: { personal: true, studio: false, vocal: true, demo: false } });
    inRouter(<FinalStep profile={profile} onSaved={vi.fn()} base="/selling/voa/onboard" />);
    expect(screen.getByRole('link', { name: 'Complete Studio' })).toHaveAttribute(
      'href',
      '/selling/voa/onboard/studio',
    );
    expect(screen.getByRole('link', { name: 'Complete Demos' })).toHaveAttribute(
      'href',
      '/selling/voa/onboard/demo',
    );
    expect(screen.getByRole('link', { name: 'Personal details' })).toBeInTheDocument();
    expect(screen.getByText(/Complete Studio, Demos before you submit/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('submits a complete profile and shows the server’s refusal when it has one', async () => {
    api.voiceover.submitForReview.mockRejectedValueOnce(
      new ApiError(422, 'Add a demo of at least 30 seconds before you submit.'),
    );
    const onSaved = vi.fn();
    inRouter(<FinalStep profile={voiceProfile({ steps: ALL_DONE })} onSaved={onSaved} base="/x" />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add a demo of at least 30 seconds');
    expect(onSaved).not.toHaveBeenCalled();

    const submitted = voiceProfile({
      steps: ALL_DONE,
      status: 'in_review',
      submitted_at: '2026-11-20T00:00:00Z',
    });
    api.voiceover.submitForReview.mockResolvedValueOnce({ data: submitted, message: 'Submitted.' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(submitted));
  });

  it('shows “in review” once submitted, and the reason with a resubmit after a rejection', () => {
    const { unmount } = inRouter(
      <FinalStep
        profile={voiceProfile({ steps: ALL_DONE, status: 'in_review', submitted_at: '2026-11-20T00:00:00Z' })}
        onSaved={vi.fn()}
        base="/x"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('In review');
    expect(screen.getByRole('status')).toHaveTextContent('20 Nov 2026');
    unmount();

    inRouter(
      <FinalStep
        profile={voiceProfile({
          steps: ALL_DONE,
          status: 'rejected',
          reviewed_at: '2026-11-21T00:00:00Z',
          rejection_reason: 'The demo has background noise.',
        })}
        onSaved={vi.fn()}
        base="/x"
      />,
    );
    expect(screen.getByText('The demo has background noise.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resubmit for review' })).toBeInTheDocument();
  });
});

describe('the profile status banner', () => {
  it('names the missing sections while incomplete', () => {
    inRouter(
      <ProfileStatusBanner
        profile={voiceProfile({ steps: { personal: true, studio: true, vocal: false, demo: true } })}
        onSaved={vi.fn()}
        base="/dashboard/voiceover/profile"
      />,
    );
    const banner = screen.getByRole('region', { name: 'Profile status' });
    expect(banner).toHaveTextContent('Incomplete');
    expect(within(banner).getByRole('link', { name: 'Vocal characteristics' })).toHaveAttribute(
      'href',
      '/dashboard/voiceover/profile/vocal',
    );
  });

  it('resubmits a rejected profile from the banner', async () => {
    const resubmitted = voiceProfile({ steps: ALL_DONE, status: 'in_review' });
    api.voiceover.submitForReview.mockResolvedValue({ data: resubmitted, message: 'Submitted.' });
    const onSaved = vi.fn();
    inRouter(
      <ProfileStatusBanner
        profile={voiceProfile({ steps: ALL_DONE, status: 'rejected', rejection_reason: 'Too quiet.' })}
        onSaved={onSaved}
        base="/dashboard/voiceover/profile"
      />,
    );
    const banner = screen.getByRole('region', { name: 'Profile status' });
    expect(banner).toHaveTextContent('Not approved');
    expect(banner).toHaveTextContent('Too quiet.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Resubmit for review' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(resubmitted));
  });
});

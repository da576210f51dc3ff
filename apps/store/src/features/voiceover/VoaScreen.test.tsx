import { ApiError } from '@bookstore/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, renderAt } from '../shared/testing';
import { voiceProfile } from './testProfile';

const hooks = vi.hoisted(() => ({ public: { useGetVoa: vi.fn() } }));
vi.mock('../../api', () => ({ hooks }));

const { VoaScreen } = await import('./VoaScreen');

describe('an artist’s public page', () => {
  it('shows the bio, gender, location, studio, vocal ages and rating the API returns', () => {
    hooks.public.useGetVoa.mockReturnValue(
      answer(
        voiceProfile({
          status: 'approved',
          rating: { average: 4.5, count: 12 },
          personal: {
            display_name: 'Ada Voice',
            headline: 'Warm narration',
            bio: 'Ten years of audiobook narration, from thrillers to children’s stories.',
            gender: 'female',
            country_code: 'ng',
            city: 'Lagos',
            phone: null,
          },
          studio: {
            microphone: 'Neumann TLM 103',
            audio_interface: 'Focusrite Scarlett 2i2',
            software: 'Reaper',
            has_treated_booth: true,
            delivery_formats: ['mp3', 'wav'],
            turnaround_days: 3,
          },
          vocal: {
            ages: [{ id: 2, name: 'Young adult' }],
            accents: [{ id: 1, name: 'Nigerian' }],
            languages: [{ id: 1, name: 'English' }],
          },
        }),
      ),
    );
    renderAt('/voas/:username', '/voas/ada', <VoaScreen />);
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(screen.getByText(/Ten years of audiobook narration/)).toBeInTheDocument();
    expect(fact('Gender')).toHaveTextContent('Female');
    expect(fact('Location')).toHaveTextContent('Lagos, Nigeria');
    expect(fact('Microphone')).toHaveTextContent('Neumann TLM 103');
    expect(fact('Booth')).toHaveTextContent('Acoustically treated booth');
    expect(fact('Delivery formats')).toHaveTextContent('MP3, WAV');
    expect(fact('Turnaround')).toHaveTextContent('3 days');
    expect(fact('Vocal ages')).toHaveTextContent('Young adult');
    expect(fact('Rating')).toHaveTextContent('12');
  });

  it('says once that the artist could not be loaded, with a retry, not in the avatar’s place too', async () => {
    const mutate = vi.fn();
    hooks.public.useGetVoa.mockReturnValue({
      data: undefined,
      error: new ApiError(500, 'Internal Server Error'),
      isLoading: false,
      mutate,
    });
    renderAt('/voas/:username', '/voas/ada', <VoaScreen />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalled();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, money, renderAt } from '../shared/testing';

const artist = {
  uid: 'A1',
  username: 'ada',
  first_name: 'Ada',
  middle_name: null,
  last_name: 'Obi',
  avatar: null,
  display_name: 'Ada Voice',
  headline: 'Warm narration',
  languages: [{ id: 1, name: 'English' }],
  accents: [{ id: 2, name: 'Nigerian' }],
  rating: { average: 4.5, count: 12 },
  jobs_completed: 30,
  starting_price: money(5000),
};
const offer = {
  id: 1,
  uid: 'O1',
  title: 'Audiobook narration',
  description: 'A full audiobook.',
  price: money(20000),
  word_limit: 10000,
  delivery_days: 7,
  revisions: 2,
  status: 'paused',
  artist,
  created_at: '2026-11-01T00:00:00Z',
};

const hooks = vi.hoisted(() => ({
  public: {
    useListVoas: vi.fn(),
    useGetVoa: vi.fn(),
    // The listing's filter choices (public.test.tsx tests the filters).
    useGetVocalCharacteristics: vi.fn(() => answer({ ages: [], accents: [], languages: [] })),
  },
  voiceover: { useListOffers: vi.fn(), useGetProfile: vi.fn() },
}));
/** The directory's read waits out spec §9's minimum delay (a middleware). */
const delayed = { use: [expect.any(Function)] };
vi.mock('../../api', () => ({ hooks }));
vi.mock('../../state/country', async () => {
  const { signal } = await import('@preact/signals-react');
  return { countryCode: signal('gh') };
});

const { VoasScreen, VoaOffersScreen, OffersScreen, VoiceoverProfileScreen } = await import('./index');

describe('the voiceover pages', () => {
  it('list the artists as the kit’s artist cards, in the selected country', () => {
    hooks.public.useListVoas.mockReturnValue(answer({ items: [artist], page: 1, last_page: 1 }));
    renderAt('/voas', '/voas?page=1', <VoasScreen />);
    expect(hooks.public.useListVoas).toHaveBeenCalledWith({ query: { page: 1, country: 'gh' } }, delayed);
    const card = screen.getByRole('article', { name: 'Ada Voice' });
    expect(within(card).getByRole('link', { name: 'Ada Voice' })).toHaveAttribute('href', '/voas/ada');
    expect(within(card).getByText('Nigerian')).toBeInTheDocument();
    expect(within(card).getByText(/₦5,000/)).toBeInTheDocument();
  });

  it('show an artist’s offers as the kit’s offer cards, linking to each offer', () => {
    hooks.public.useGetVoa.mockReturnValue(answer({ ...artist, offers: [offer] }));
    renderAt('/voas/:username/offers', '/voas/ada/offers', <VoaOffersScreen />);
    const card = screen.getByRole('article', { name: 'Audiobook narration' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Audiobook narration');
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/voas/ada/offers/O1');
    expect(within(card).queryByText('Paused')).not.toBeInTheDocument();
  });

  it('show the artist their own offers with each one’s status', () => {
    hooks.voiceover.useListOffers.mockReturnValue(answer([offer]));
    renderAt('/dashboard/voiceover/offers', '/dashboard/voiceover/offers', <OffersScreen />);
    const card = screen.getByRole('article', { name: 'Audiobook narration' });
    expect(within(card).getByText('Paused')).toBeInTheDocument();

    hooks.voiceover.useListOffers.mockReturnValue(answer([]));
    renderAt('/dashboard/voiceover/offers', '/dashboard/voiceover/offers', <OffersScreen />);
    expect(screen.getByText('Create an offer so buyers can order from you.')).toBeInTheDocument();
  });

  it('show the profile sections as a stepper, the saved ones done', () => {
    hooks.voiceover.useGetProfile.mockReturnValue(
      answer({
        ...artist,
        status: 'incomplete',
        steps: { personal: true, studio: false, vocal: false, demo: false },
        submitted_at: null,
      }),
    );
    renderAt(
      '/dashboard/voiceover/profile/*',
      '/dashboard/voiceover/profile/studio',
      <VoiceoverProfileScreen />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profile: Studio');
    const steps = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(steps).getByRole('link', { name: /Personal details.*completed/ })).toHaveAttribute(
      'href',
      '/dashboard/voiceover/profile/personal',
    );
    expect(within(steps).getByRole('link', { name: /Studio/ })).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByRole('link', { name: /Review and submit.*not started/ })).toBeInTheDocument();
  });
});

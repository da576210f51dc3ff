import { ApiError } from '@bookstore/api-client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type * as ToastModule from '../../feedback/toast';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../app/errors';
import { answer, money, renderAt } from '../shared/testing';

const { api, hooks } = vi.hoisted(() => ({
  api: { voiceover: { createOrder: vi.fn() } },
  hooks: {
    public: { useListVoas: vi.fn(), useGetVocalCharacteristics: vi.fn(), useGetVoaOffer: vi.fn() },
  },
}));
/** The directory's read waits out spec §9's minimum delay (a middleware). */
const delayed = { use: [expect.any(Function)] };
vi.mock('../../api', () => ({ api, hooks }));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../feedback/toast', async (original) => ({
  ...(await original<typeof ToastModule>()),
  ...toast,
}));
vi.mock('../../state/country', async () => {
  const { signal } = await import('@preact/signals-react');
  return { countryCode: signal('gh') };
});
const state = vi.hoisted(() => ({ signedIn: true }));
vi.mock('../../state/session', async () => {
  const { signal } = await import('@preact/signals-react');
  return { sessionActive: signal(state.signedIn) };
});
vi.mock('../../state/account', async () => {
  const { signal } = await import('@preact/signals-react');
  return { account: signal({ username: 'buyer', email_is_verified: true }) };
});

const { VoasScreen } = await import('./VoasScreen');
const { VoaOfferScreen } = await import('./VoaOfferScreen');
const { countWords } = await import('./VoiceoverOrderForm');
const { sessionActive } = await import('../../state/session');

function artist(uid: string, name: string, demo: { title: string; url: string } | null) {
  return {
    uid,
    username: name.toLowerCase(),
    first_name: name,
    middle_name: null,
    last_name: 'Obi',
    avatar: null,
    display_name: name,
    headline: 'Warm narration',
    languages: [{ id: 1, name: 'English' }],
    accents: [],
    rating: { average: 4.5, count: 2 },
    jobs_completed: 3,
    starting_price: money(5000),
    demo: demo ? { ...demo, duration_seconds: 65 } : null,
  };
}
const page = (items: unknown[]) =>
  answer({ items, page: 1, per_page: 20, total: items.length, last_page: 1 });

const offer = {
  id: 1,
  uid: 'O1',
  title: 'Short narration',
  description: 'A short piece.',
  price: money(20000),
  word_limit: 5,
  delivery_days: 3,
  revisions: 1,
  status: 'active',
  artist: {
    uid: 'A1',
    username: 'ada',
    display_name: 'Ada',
    first_name: 'Ada',
    last_name: 'Obi',
    avatar: null,
  },
  created_at: '2026-11-01T00:00:00Z',
};

beforeEach(() => {
  vi.clearAllMocks();
  sessionActive.value = true;
  hooks.public.useGetVocalCharacteristics.mockReturnValue(
    answer({
      languages: [
        { id: 1, name: 'English' },
        { id: 3, name: 'Yoruba' },
      ],
      accents: [{ id: 2, name: 'Nigerian' }],
      ages: [{ id: 4, name: 'Adult' }],
    }),
  );
  hooks.public.useGetVoaOffer.mockReturnValue(answer(offer));
});

describe('the voiceover artists listing', () => {
  it('reads the filters from the URL, sends them to the API and changes them from the controls', async () => {
    hooks.public.useListVoas.mockReturnValue(page([artist('A1', 'Ada', null), artist('B1', 'Bola', null)]));
    const router = renderAt('/voas', '/voas?language=3&page=2', <VoasScreen />);
    expect(hooks.public.useListVoas).toHaveBeenLastCalledWith(
      {
        query: { page: 2, country: 'gh', language: [3] },
      },
      delayed,
    );
    expect(screen.getByLabelText('Language')).toHaveValue('3');
    expect(screen.getByRole('status')).toHaveTextContent('2 artists match');

    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'female');
    expect(router.state.location.search).toBe('?language=3&gender=female');
    expect(hooks.public.useListVoas).toHaveBeenLastCalledWith(
      {
        query: { page: 1, country: 'gh', language: [3], gender: ['female'] },
      },
      delayed,
    );
    expect(
      within(screen.getByLabelText('Gender')).queryByRole('option', { name: 'Prefer not to say' }),
    ).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Accent'), 'Nigerian');
    expect(router.state.location.search).toBe('?language=3&gender=female&accent=2');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(hooks.public.useListVoas).toHaveBeenLastCalledWith({ query: { page: 1, country: 'gh' } }, delayed);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 artists');

    // The back button brings the filters back.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Accent')).toHaveValue('2'));
  });

  it('ignores a filter value that is not an id', () => {
    hooks.public.useListVoas.mockReturnValue(page([]));
    renderAt('/voas', '/voas?age=old&gender=robot', <VoasScreen />);
    expect(hooks.public.useListVoas).toHaveBeenLastCalledWith({ query: { page: 1, country: 'gh' } }, delayed);
    expect(screen.getByText('No artist matches these filters')).toBeInTheDocument();
  });

  describe('demos', () => {
    let play: ReturnType<typeof vi.spyOn>;
    let pause: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
      pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    });
    afterEach(() => {
      play.mockRestore();
      pause.mockRestore();
    });

    it('plays one demo at a time, from buttons that name the artist', async () => {
      hooks.public.useListVoas.mockReturnValue(
        page([
          artist('A1', 'Ada', { title: 'Ada reel', url: 'https://cdn.test/ada.mp3' }),
          artist('B1', 'Bola', { title: 'Bola reel', url: 'https://cdn.test/bola.mp3' }),
          artist('C1', 'Chi', null),
        ]),
      );
      renderAt('/voas', '/voas', <VoasScreen />);
      const audio = document.querySelector('audio');
      expect(screen.getByText('Ada reel · 1:05')).toBeInTheDocument();
      expect(screen.getByText('No demo yet')).toBeInTheDocument();

      const ada = screen.getByRole('button', { name: 'Play demo by Ada' });
      ada.focus();
      await userEvent.keyboard('{Enter}');
      expect(play).toHaveBeenCalledTimes(1);
      expect(audio?.src).toBe('https://cdn.test/ada.mp3');
      expect(screen.getByRole('button', { name: 'Pause demo by Ada' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await userEvent.click(screen.getByRole('button', { name: 'Play demo by Bola' }));
      expect(pause).toHaveBeenCalled();
      expect(play).toHaveBeenCalledTimes(2);
      expect(audio?.src).toBe('https://cdn.test/bola.mp3');
      expect(screen.getByRole('button', { name: 'Play demo by Ada' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(screen.getByRole('button', { name: 'Pause demo by Bola' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      pause.mockClear();
      await userEvent.click(screen.getByRole('button', { name: 'Pause demo by Bola' }));
      expect(pause).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Play demo by Bola' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
  });
});

describe('the offer’s order form', () => {
  const scriptBox = () => screen.getByRole('textbox', { name: 'Script' });

  it('counts words as the API does', () => {
    expect(countWords('  one two\n\nthree\tfour  ')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('blocks a script over the offer’s word limit before sending it', async () => {
    renderAt('/voas/:username/offers/:offer', '/voas/ada/offers/O1', <VoaOfferScreen />);
    expect(screen.getByText('₦20,000.00', { selector: 'strong *' })).toBeInTheDocument();
    await userEvent.type(scriptBox(), 'one two three four five six seven eight');
    expect(screen.getByText('8 words of 5 words')).toBeInTheDocument();
    expect(scriptBox()).toHaveAccessibleDescription(
      /The script has 8 words; this offer covers up to 5 words/,
    );
    const submit = screen.getByRole('button', { name: 'Order and pay' });
    expect(submit).toBeDisabled();
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    await waitFor(() => expect(scriptBox()).toHaveAttribute('aria-invalid', 'true'));
    expect(api.voiceover.createOrder).not.toHaveBeenCalled();
  });

  it('keeps the script and shows the server’s error on the field when the order is refused', async () => {
    api.voiceover.createOrder.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', {
        script: ['The script has 6 words; this offer covers up to 5.'],
      }),
    );
    renderAt('/voas/:username/offers/:offer', '/voas/ada/offers/O1', <VoaOfferScreen />);
    await userEvent.type(scriptBox(), 'Hello there, a short script.');
    await userEvent.type(screen.getByRole('textbox', { name: /Notes/ }), 'Slowly');
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));
    expect(api.voiceover.createOrder).toHaveBeenCalledWith({
      body: { offer_uid: 'O1', script: 'Hello there, a short script.', notes: 'Slowly', country: 'gh' },
    });
    expect(await screen.findByText('The script has 6 words; this offer covers up to 5.')).toBeInTheDocument();
    expect(scriptBox()).toHaveValue('Hello there, a short script.');
    expect(scriptBox()).toHaveFocus();
  });

  it('loads the script from a text file into the box', async () => {
    renderAt('/voas/:username/offers/:offer', '/voas/ada/offers/O1', <VoaOfferScreen />);
    const file = new File(['Read me out\nslowly'], 'script.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText(/Load the script from a text file/), file);
    await waitFor(() => expect(scriptBox()).toHaveValue('Read me out\nslowly'));
    expect(screen.getByText('4 words of 5 words')).toBeInTheDocument();
  });

  it('goes to the order once it is placed without a payment page', async () => {
    api.voiceover.createOrder.mockResolvedValue({ data: { uid: 'VO-1', payment: null } });
    const router = createMemoryRouter(
      [
        { path: '/voas/:username/offers/:offer', element: <VoaOfferScreen /> },
        { path: '/myaccount/orders/voiceovers/:uid', element: <p>The order</p> },
      ],
      { initialEntries: ['/voas/ada/offers/O1'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.type(scriptBox(), 'Read this, please, nicely.');
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));
    expect(await screen.findByText('The order')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/myaccount/orders/voiceovers/VO-1');
  });

  it('is the Not Found page under another artist’s address, and opens under its own in any case', () => {
    const open = (url: string) => {
      const router = createMemoryRouter(
        [
          {
            path: '/voas/:username/offers/:offer',
            element: <VoaOfferScreen />,
            errorElement: <RouteErrorPage />,
          },
        ],
        { initialEntries: [url] },
      );
      return render(<RouterProvider router={router} />);
    };
    const other = open('/voas/someone_else/offers/O1');
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Short narration' })).toBeNull();
    other.unmount();
    for (const url of ['/voas/Ada/offers/O1', '/voas/A1/offers/O1']) {
      const own = open(url);
      expect(screen.getByRole('heading', { level: 1, name: 'Short narration' })).toBeInTheDocument();
      own.unmount();
    }
  });

  it('asks a signed-out visitor to sign in and come back', () => {
    sessionActive.value = false;
    renderAt('/voas/:username/offers/:offer', '/voas/ada/offers/O1', <VoaOfferScreen />);
    expect(screen.queryByRole('textbox', { name: 'Script' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to order' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fvoas%2Fada%2Foffers%2FO1',
    );
  });
});

import { ApiError } from '@bookstore/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '../../feedback/toast';
import { answer, money, renderAt } from '../shared/testing';
import { jobsPerMonth } from './jobStatistics';
import { loaded, voiceJob, voiceOffer, voiceProfile } from './testProfile';

const { api, hooks } = vi.hoisted(() => ({
  api: {
    voiceover: { createOffer: vi.fn(), updateOffer: vi.fn(), deleteOffer: vi.fn(), deliverJob: vi.fn() },
  },
  hooks: {
    public: { useListSupportedCountries: vi.fn() },
    selling: { useDashboardStatistics: vi.fn() },
    voiceover: { useListOffers: vi.fn(), useListJobs: vi.fn(), useGetJob: vi.fn(), useGetProfile: vi.fn() },
  },
}));
vi.mock('../../api', async () => ({
  api,
  hooks,
}));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../uploads', async () => {
  const double = (await import('../shared/partUploaderDouble')).partUploaderDouble(api);
  return { partUploader: () => double };
});
vi.mock('../../feedback/toast', async (original) => ({
  ...(await original<typeof ToastModule>()),
  ...toast,
}));

const { OffersScreen, NewOfferScreen, JobsScreen, JobScreen, VoiceoverDashboardScreen } =
  await import('./index');

const page = (items: unknown[], total = items.length) =>
  loaded({ items, page: 1, per_page: 20, total, last_page: 1 });

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
});

describe('the artist’s offers', () => {
  it('create an offer from the form and go back to the list', async () => {
    api.voiceover.createOffer.mockResolvedValue({ data: voiceOffer(), message: 'Offer created.' });
    const router = renderAt(
      '/dashboard/voiceover/offers/new',
      '/dashboard/voiceover/offers/new',
      <NewOfferScreen />,
    );
    await userEvent.type(screen.getByLabelText(/Title/), 'Audiobook narration');
    await userEvent.type(screen.getByLabelText(/Description/), 'A full audiobook, narrated with care.');
    await userEvent.type(screen.getByLabelText(/Price/), '20000');
    await userEvent.selectOptions(screen.getByLabelText(/Currency/), 'NGN');
    await userEvent.type(screen.getByLabelText(/Word limit/), '10000');
    await userEvent.type(screen.getByLabelText(/Delivery/), '7');
    await userEvent.clear(screen.getByLabelText(/Revision rounds/));
    await userEvent.type(screen.getByLabelText(/Revision rounds/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/voiceover/offers'));
    expect(api.voiceover.createOffer).toHaveBeenCalledWith({
      body: {
        title: 'Audiobook narration',
        description: 'A full audiobook, narrated with care.',
        price: 20000,
        currency_code: 'NGN',
        word_limit: 10000,
        delivery_days: 7,
        revisions: 2,
        status: 'active',
      },
    });
  });

  it('show the server’s field errors on the new offer form', async () => {
    api.voiceover.createOffer.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', {
        word_limit: ['The word limit is above your plan.'],
      }),
    );
    renderAt('/x', '/x', <NewOfferScreen />);
    await userEvent.type(screen.getByLabelText(/Title/), 'Audiobook narration');
    await userEvent.type(screen.getByLabelText(/Description/), 'A full audiobook, narrated with care.');
    await userEvent.type(screen.getByLabelText(/Price/), '20000');
    await userEvent.selectOptions(screen.getByLabelText(/Currency/), 'NGN');
    await userEvent.type(screen.getByLabelText(/Word limit/), '90000');
    await userEvent.type(screen.getByLabelText(/Delivery/), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Create offer' }));
    expect(await screen.findByText('The word limit is above your plan.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Word limit/)).toHaveValue(90000);
  });

  it('pause an active offer and show the answer in the list', async () => {
    const offers = loaded([voiceOffer()]);
    hooks.voiceover.useListOffers.mockReturnValue(offers);
    api.voiceover.updateOffer.mockResolvedValue({
      data: voiceOffer({ status: 'paused' }),
      message: 'Offer paused.',
    });
    renderAt('/x', '/x', <OffersScreen />);
    const card = screen.getByRole('article', { name: 'Audiobook narration' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause Audiobook narration' }));
    await waitFor(() => expect(offers.mutate).toHaveBeenCalled());
    expect(api.voiceover.updateOffer).toHaveBeenCalledWith({
      params: { uid: 'O1' },
      body: expect.objectContaining({
        status: 'paused',
        title: 'Audiobook narration',
        price: 20000,
        currency_code: 'NGN',
      }),
    });
    const update = offers.mutate.mock.calls[0]?.[0] as (previous: unknown) => { data: { status: string }[] };
    expect(update({ data: [voiceOffer()], message: '' }).data[0]?.status).toBe('paused');
  });

  it('offer to activate a paused offer', () => {
    hooks.voiceover.useListOffers.mockReturnValue(loaded([voiceOffer({ status: 'paused' })]));
    renderAt('/x', '/x', <OffersScreen />);
    expect(screen.getByRole('button', { name: 'Activate Audiobook narration' })).toBeInTheDocument();
  });

  it('delete an offer only after confirming', async () => {
    const offers = loaded([voiceOffer()]);
    hooks.voiceover.useListOffers.mockReturnValue(offers);
    api.voiceover.deleteOffer.mockResolvedValue({ data: null, message: 'Offer deleted.' });
    renderAt('/x', '/x', <OffersScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Audiobook narration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this offer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.voiceover.deleteOffer).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Audiobook narration' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete offer' }));
    await waitFor(() => expect(api.voiceover.deleteOffer).toHaveBeenCalledWith({ params: { id: 'O1' } }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your offers' })).toHaveFocus());
    const update = offers.mutate.mock.calls[0]?.[0] as (previous: unknown) => { data: unknown[] };
    expect(update({ data: [voiceOffer()], message: '' }).data).toEqual([]);
  });

  it('edit an offer in a dialog filled with its values', async () => {
    hooks.voiceover.useListOffers.mockReturnValue(loaded([voiceOffer()]));
    api.voiceover.updateOffer.mockResolvedValue({
      data: voiceOffer({ title: 'Audiobook narration, long' }),
      message: 'Saved.',
    });
    renderAt('/x', '/x', <OffersScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Audiobook narration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit offer' });
    const title = within(dialog).getByLabelText(/Title/);
    expect(title).toHaveValue('Audiobook narration');
    await userEvent.type(title, ', long');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.voiceover.updateOffer).toHaveBeenCalledWith({
        params: { uid: 'O1' },
        body: expect.objectContaining({
          title: 'Audiobook narration, long',
          word_limit: 10000,
          status: 'active',
        }),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the artist’s jobs', () => {
  it('filter by status through the URL', async () => {
    hooks.voiceover.useListJobs.mockReturnValue(page([voiceJob()]));
    const router = renderAt(
      '/dashboard/voiceover/jobs',
      '/dashboard/voiceover/jobs?status=delivered',
      <JobsScreen />,
    );
    expect(hooks.voiceover.useListJobs).toHaveBeenLastCalledWith({ query: { page: 1, status: 'delivered' } });
    expect(screen.getByRole('link', { name: 'Chapter one' })).toHaveAttribute(
      'href',
      '/dashboard/voiceover/jobs/J1',
    );

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'in_progress');
    expect(router.state.location.search).toBe('?status=in_progress');
    expect(hooks.voiceover.useListJobs).toHaveBeenLastCalledWith({
      query: { page: 1, status: 'in_progress' },
    });

    await userEvent.selectOptions(screen.getByLabelText('Status'), '');
    expect(router.state.location.search).toBe('');
    expect(hooks.voiceover.useListJobs).toHaveBeenLastCalledWith({ query: { page: 1 } });
  });

  it('leave out a status the API does not know', () => {
    hooks.voiceover.useListJobs.mockReturnValue(page([]));
    renderAt('/x', '/x?status=lost', <JobsScreen />);
    expect(hooks.voiceover.useListJobs).toHaveBeenLastCalledWith({ query: { page: 1 } });
    expect(screen.getByText('No jobs yet')).toBeInTheDocument();
  });

  it('show the script, the notes, the deadline and the revisions of a job', () => {
    hooks.voiceover.useGetJob.mockReturnValue(loaded(voiceJob({ revisions_used: 1 })));
    renderAt('/dashboard/voiceover/jobs/:uid', '/dashboard/voiceover/jobs/J1', <JobScreen />);
    expect(hooks.voiceover.useGetJob).toHaveBeenCalledWith({ params: { id: 'J1' } });
    expect(screen.getByRole('region', { name: 'Script' })).toHaveTextContent(
      'the clocks were striking thirteen',
    );
    expect(screen.getByText('Please read slowly.')).toBeInTheDocument();
    expect(screen.getByText('30 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Job started')).toBeInTheDocument();
  });

  it('deliver an in-progress job’s recording with a note, showing the upload’s progress', async () => {
    const job = loaded(voiceJob());
    hooks.voiceover.useGetJob.mockReturnValue(job);
    let report: ((percent: number) => void) | undefined;
    let finish: (value: unknown) => void = () => undefined;
    api.voiceover.deliverJob.mockImplementation((input: { onUploadProgress: (p: number) => void }) => {
      report = input.onUploadProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderAt('/jobs/:uid', '/jobs/J1', <JobScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Deliver recording' }));
    expect(await screen.findByText('Choose the recording to deliver.')).toBeInTheDocument();

    const file = new File(['ID3'], 'chapter-one.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(screen.getByLabelText(/Choose a file/), file);
    await userEvent.type(screen.getByLabelText(/Note for the buyer/), 'Recorded at 48 kHz.');
    await userEvent.click(screen.getByRole('button', { name: 'Deliver recording' }));
    await waitFor(() => expect(api.voiceover.deliverJob).toHaveBeenCalled());
    expect(api.voiceover.deliverJob.mock.calls[0]?.[0]).toMatchObject({
      params: { id: 'J1' },
      body: { file, note: 'Recorded at 48 kHz.' },
    });
    report?.(65);
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65'));
    finish({ data: voiceJob({ status: 'delivered' }), message: 'Delivered.' });
    await waitFor(() => expect(job.mutate).toHaveBeenCalled());
  });

  it('show a delivered job as waiting for the buyer, with the delivery to play', () => {
    const delivery = {
      id: 3,
      file_name: 'chapter-one.mp3',
      size_bytes: 2_400_000,
      duration_seconds: 61,
      note: null,
      url: 'https://cdn.example.com/d.mp3',
      created_at: '2026-11-05T00:00:00Z',
    };
    hooks.voiceover.useGetJob.mockReturnValue(
      loaded(voiceJob({ status: 'delivered', deliveries: [delivery] })),
    );
    renderAt('/jobs/:uid', '/jobs/J1', <JobScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the buyer');
    expect(screen.queryByRole('button', { name: 'Deliver recording' })).not.toBeInTheDocument();
    const audio = within(screen.getByRole('status')).getByLabelText('chapter-one.mp3');
    expect(audio).toHaveAttribute('src', delivery.url);
  });

  it('tell the artist a pending job waits for the buyer to start it', () => {
    hooks.voiceover.useGetJob.mockReturnValue(loaded(voiceJob({ status: 'pending', due_at: null })));
    renderAt('/jobs/:uid', '/jobs/J1', <JobScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the buyer to start the job');
    expect(screen.queryByRole('button', { name: 'Deliver recording' })).not.toBeInTheDocument();
  });
});

describe('the voiceover dashboard', () => {
  it('count jobs by status and offers, and show the earnings', () => {
    hooks.voiceover.useGetProfile.mockReturnValue(
      loaded(voiceProfile({ offers: [voiceOffer(), voiceOffer({ uid: 'O2', status: 'paused' })] })),
    );
    hooks.selling.useDashboardStatistics.mockReturnValue(
      loaded({ total_revenue: money(45000), available_balance: money(12000) }),
    );
    const totals: Record<string, number> = { pending: 1, in_progress: 2, delivered: 3, completed: 4 };
    hooks.voiceover.useListJobs.mockImplementation(({ query }: { query: { status: string } }) =>
      page([], totals[query.status]),
    );
    renderAt('/x', '/x', <VoiceoverDashboardScreen />);
    const figure = (label: string) => screen.getByText(label).closest('div')?.parentElement?.textContent;
    expect(figure('In progress')).toContain('2');
    expect(figure('Completed')).toContain('4');
    expect(figure('Paused offers')).toContain('1');
    expect(figure('Total earnings')).toContain('₦45,000');
    expect(screen.getAllByText('No completed jobs in the last 12 months yet.')).toHaveLength(2);
  });

  it('count completed jobs and their value per month from the jobs', () => {
    const accepted = (id: number, at: string, amount: number) =>
      voiceJob({
        id,
        uid: `J${id}`,
        status: 'completed',
        amount: money(amount),
        activities: [{ id, kind: 'accepted', actor: 'buyer', note: null, created_at: at }],
      });
    const months = jobsPerMonth(
      [
        accepted(1, '2026-11-03T00:00:00Z', 100),
        accepted(2, '2026-11-20T00:00:00Z', 50),
        accepted(3, '2026-09-01T00:00:00Z', 10),
        accepted(4, '2024-01-01T00:00:00Z', 5),
      ],
      'NGN',
      new Date('2026-11-24T00:00:00Z'),
    );
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toEqual({ label: 'Nov 2026', jobs: 2, amount: 150 });
    expect(months.at(-3)).toEqual({ label: 'Sept 2026', jobs: 1, amount: 10 });
    expect(months.reduce((sum, m) => sum + m.jobs, 0)).toBe(3);
  });
});

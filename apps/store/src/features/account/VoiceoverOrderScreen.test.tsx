import { ApiError } from '@bookstore/api-client';
import type { VoiceoverOrder } from '@bookstore/api-client/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type * as ToastModule from '../../feedback/toast';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, money, renderAt } from '../shared/testing';
import { voiceOffer } from '../voiceover/testProfile';

const { api, hooks } = vi.hoisted(() => ({
  api: { voiceover: { startJob: vi.fn(), acceptDelivery: vi.fn(), requestRevision: vi.fn() } },
  hooks: { voiceover: { useListOrders: vi.fn(), useGetOrder: vi.fn() } },
}));
vi.mock('../../api', () => ({ api, hooks }));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../feedback/toast', async (original) => ({
  ...(await original<typeof ToastModule>()),
  ...toast,
}));

const { VoiceoverOrderScreen } = await import('./VoiceoverOrderScreen');
const { VoiceoverOrdersScreen } = await import('./VoiceoverOrdersScreen');

const delivery = {
  id: 7,
  file_name: 'chapter-one.mp3',
  size_bytes: 3 * 1024 * 1024,
  duration_seconds: 180,
  note: 'Slower in the middle.',
  url: 'https://cdn.test/signed/chapter-one.mp3?sig=1',
  created_at: '2026-11-10T10:00:00Z',
};

function order(
  overrides: Partial<Omit<VoiceoverOrder, 'job'>> & {
    job?: Partial<NonNullable<VoiceoverOrder['job']>> | null;
  },
) {
  const { job, ...rest } = overrides;
  return {
    id: 1,
    uid: 'VO-1',
    offer: voiceOffer({ description: 'A full audiobook.' }),
    status: 'paid',
    script: 'Chapter one. It was a bright day.',
    notes: 'Warm and slow.',
    amount: money(20000),
    payment: null,
    job:
      job === null
        ? null
        : {
            uid: 'J1',
            status: 'delivered',
            due_at: '2026-11-12T00:00:00Z',
            deliverable_url: delivery.url,
            revisions_allowed: 2,
            revisions_used: 0,
            deliveries: [delivery],
            ...job,
          },
    activities: [
      { id: 1, kind: 'ordered', actor: 'buyer', note: null, created_at: '2026-11-01T09:00:00Z' },
      { id: 2, kind: 'paid', actor: 'system', note: null, created_at: '2026-11-01T09:05:00Z' },
    ],
    created_at: '2026-11-01T09:00:00Z',
    ...rest,
  } as VoiceoverOrder;
}

function showOrder(data: VoiceoverOrder) {
  const mutate = vi.fn().mockResolvedValue(undefined);
  hooks.voiceover.useGetOrder.mockReturnValue({ ...answer(data), mutate });
  renderAt(
    '/myaccount/orders/voiceovers/:uid',
    `/myaccount/orders/voiceovers/${data.uid}`,
    <VoiceoverOrderScreen />,
  );
  return mutate;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the voiceover orders list', () => {
  it('filters by status through the URL', async () => {
    hooks.voiceover.useListOrders.mockReturnValue(
      answer({ items: [order({ status: 'delivered' })], page: 1, per_page: 20, total: 1, last_page: 1 }),
    );
    const router = renderAt(
      '/myaccount/orders/voiceovers',
      '/myaccount/orders/voiceovers?status=delivered',
      <VoiceoverOrdersScreen />,
    );
    expect(hooks.voiceover.useListOrders).toHaveBeenLastCalledWith({
      query: { page: 1, status: 'delivered' },
    });
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link')).toHaveAttribute('href', '/myaccount/orders/voiceovers/VO-1');
    expect(item).toHaveTextContent('Delivered');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    expect(router.state.location.search).toBe('');
    expect(hooks.voiceover.useListOrders).toHaveBeenLastCalledWith({ query: { page: 1 } });
  });
});

describe('a voiceover order', () => {
  it('offers to pay a pending order and shows the script, notes and activity', () => {
    showOrder(
      order({
        status: 'pending_payment',
        job: null,
        payment: {
          id: 12,
          reference: 'PAY-1',
          order_id: null,
          order_reference: null,
          vo_order_uid: 'VO-1',
          amount: money(20000),
          status: 'pending',
          provider: 'test',
          checkout_url: 'https://api.test/pay/P1',
          paid_at: null,
          created_at: '2026-11-01T09:00:00Z',
        },
      }),
    );
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', 'https://api.test/pay/P1');
    expect(screen.getByRole('link', { name: 'PAY-1' })).toHaveAttribute('href', '/myaccount/payments/12');
    expect(screen.getByText('Chapter one. It was a bright day.')).toBeInTheDocument();
    expect(screen.getByText('Warm and slow.')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Order activity, oldest first' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['You placed the order', 'The payment went through']);
    expect(screen.queryByRole('button', { name: 'Start the job' })).toBeNull();
  });

  it('starts the job of a paid order when asked, then reloads it', async () => {
    api.voiceover.startJob.mockResolvedValue({ data: order({ status: 'in_progress' }) });
    const mutate = showOrder(order({ status: 'paid', job: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Start the job' }));
    expect(api.voiceover.startJob).toHaveBeenCalledWith({ body: { vo_order_uid: 'VO-1' } });
    await waitFor(() => expect(mutate).toHaveBeenCalled());
    expect(toast.showSuccess).toHaveBeenCalledWith('The job has started. The artist can record now.');
    expect(screen.getByRole('heading', { name: 'Ready to start', level: 2 })).toHaveFocus();
  });

  it('shows the due date while the artist records', () => {
    showOrder(order({ status: 'in_progress', job: { status: 'in_progress', deliveries: [] } }));
    expect(screen.getByText(/Your script is with the artist/)).toHaveTextContent('Due by 12 Nov 2026');
    expect(screen.queryByRole('button', { name: 'Accept delivery' })).toBeNull();
  });

  it('plays a delivery, links its download, and accepts it only after confirming', async () => {
    api.voiceover.acceptDelivery.mockResolvedValue({ data: order({ status: 'completed' }) });
    const mutate = showOrder(order({ status: 'delivered' }));
    const download = screen.getByRole('link', { name: 'Download chapter-one.mp3 (3 MB)' });
    expect(download).toHaveAttribute('href', delivery.url);
    expect(download).toHaveAttribute('download', 'chapter-one.mp3');
    expect(document.querySelector('audio')).toHaveAttribute('src', delivery.url);

    await userEvent.click(screen.getByRole('button', { name: 'Accept delivery' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept this delivery?' });
    expect(dialog).toHaveAccessibleDescription(/completes the order and pays the artist/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(api.voiceover.acceptDelivery).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Accept delivery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and pay the artist' }));
    expect(api.voiceover.acceptDelivery).toHaveBeenCalledWith({ params: { id: 'VO-1' } });
    await waitFor(() => expect(mutate).toHaveBeenCalled());
    expect(toast.showSuccess).toHaveBeenCalledWith('Delivery accepted. The order is complete.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a revision with a note, showing the rounds left', async () => {
    api.voiceover.requestRevision.mockResolvedValue({ data: order({ status: 'in_progress' }) });
    const mutate = showOrder(order({ status: 'delivered', job: { revisions_used: 1 } }));
    expect(screen.getByText('1 of 2 revision rounds left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a revision' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for a revision' });

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What should change?' }), 'Too fast');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the revision request' }));
    expect(
      await within(dialog).findByText('Say what should change, in at least 10 characters.'),
    ).toBeInTheDocument();
    expect(api.voiceover.requestRevision).not.toHaveBeenCalled();

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'What should change?' }),
      ' in chapter two.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the revision request' }));
    expect(api.voiceover.requestRevision).toHaveBeenCalledWith({
      params: { id: 'VO-1' },
      body: { note: 'Too fast in chapter two.' },
    });
    await waitFor(() => expect(mutate).toHaveBeenCalled());
    expect(toast.showSuccess).toHaveBeenCalledWith('Revision requested. The artist will deliver again.');
  });

  it('keeps the note and shows the server’s refusal of a revision', async () => {
    api.voiceover.requestRevision.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', { note: ['No revision rounds are left.'] }),
    );
    showOrder(order({ status: 'delivered' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a revision' }));
    const box = screen.getByRole('textbox', { name: 'What should change?' });
    await userEvent.type(box, 'Please re-read the intro.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the revision request' }));
    expect(await screen.findByText('No revision rounds are left.')).toBeInTheDocument();
    expect(box).toHaveValue('Please re-read the intro.');
  });

  it('disables the revision request with the reason when no round is left', () => {
    showOrder(order({ status: 'delivered', job: { revisions_allowed: 2, revisions_used: 2 } }));
    const ask = screen.getByRole('button', { name: 'Ask for a revision' });
    expect(ask).toBeDisabled();
    expect(ask).toHaveAccessibleDescription('You have used all 2 revision rounds of this offer.');
    expect(screen.getByRole('button', { name: 'Accept delivery' })).toBeEnabled();
  });

  it('keeps the final recording downloadable once completed', () => {
    showOrder(order({ status: 'completed', job: { status: 'completed' } }));
    expect(screen.getByText(/^The final recording/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download chapter-one.mp3 (3 MB)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept delivery' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask for a revision' })).toBeNull();
  });
});

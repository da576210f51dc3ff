import type { VoiceoverReview } from '@bookstore/api-client/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Toast from '../../feedback/toast';
import { answer, renderAt } from '../shared/testing';
import { voiceProfile } from '../voiceover/testProfile';

const { api, hooks } = vi.hoisted(() => ({
  api: { admin: { approveVoiceover: vi.fn(), rejectVoiceover: vi.fn() } },
  hooks: { admin: { useVoiceoverReview: vi.fn() } },
}));
vi.mock('../../api', () => ({ api, hooks }));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../feedback/toast', async (original) => ({ ...(await original<typeof Toast>()), ...toast }));

const { VoiceoverReviewScreen } = await import('./index');

beforeEach(() => vi.clearAllMocks());

/** An approved artist's change in review (issue 41), the artist's account suspended or not. */
function changeReview(artistSuspended: boolean): VoiceoverReview {
  return {
    artist: voiceProfile({ status: 'approved', reviewed_at: '2026-11-02T10:00:00Z' }),
    account: { id: 7, uid: 'U7', username: 'ada', email: 'ada@example.com', name: 'Ada Obi' },
    artist_suspended: artistSuspended,
    submitted_at: '2026-11-05T09:00:00Z',
    change: {
      submitted_at: '2026-11-05T09:00:00Z',
      rows: [{ part: 'bio', before: 'Warm narration.', after: 'Warm narration, now in Yoruba.', url: null }],
    },
  };
}

const show = (review: VoiceoverReview) => {
  hooks.admin.useVoiceoverReview.mockReturnValue(answer(review));
  // The optional username lets the screen go back to the queue once it has decided.
  return renderAt(
    '/admin/reviews/voiceovers/:username?',
    '/admin/reviews/voiceovers/ada',
    <VoiceoverReviewScreen />,
  );
};

describe('the voiceover review', () => {
  it('keeps Approve disabled for a suspended artist, saying why, and leaves Reject open', async () => {
    show(changeReview(true));
    const approve = screen.getByRole('button', { name: 'Approve the change' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      'The artist is suspended: restore the account before approving, or reject the change.',
    );
    await userEvent.click(approve);
    expect(api.admin.approveVoiceover).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reject the change' })).toBeEnabled();
  });

  it('approves the change of an artist in good standing', async () => {
    api.admin.approveVoiceover.mockResolvedValue({ data: {}, message: 'The change is approved.' });
    const router = show(changeReview(false));
    const approve = screen.getByRole('button', { name: 'Approve the change' });
    expect(approve).toBeEnabled();
    expect(approve).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/The artist is suspended/)).not.toBeInTheDocument();
    await userEvent.click(approve);
    await waitFor(() =>
      expect(api.admin.approveVoiceover).toHaveBeenCalledWith(
        expect.objectContaining({ params: { username: 'ada' } }),
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reviews/voiceovers'));
  });
});

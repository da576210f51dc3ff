import { describe, expect, it, vi } from 'vitest';
import type * as ToastModule from '../feedback/toast';

const toast = vi.hoisted(() => ({ showInfo: vi.fn(async () => undefined) }));
vi.mock('../feedback/toast', async (actual) => ({
  ...(await actual<typeof ToastModule>()),
  showInfo: toast.showInfo,
}));
vi.mock('./context', () => ({
  browserGuardContext: (path: string) => ({
    path,
    isSessionActive: () => true,
    destroySession: () => undefined,
    loadAccount: async () => ({
      email_is_verified: true,
      author_account: true,
      voiceover_artist_account: false,
    }),
    readCookie: () => 'x',
    isCountryStored: () => true,
    shownCountry: () => 'ng',
    storeCountryCode: () => undefined,
    loadVoiceoverStatus: async () => null,
  }),
}));

const { guardLoader } = await import('./loader');

/** What the router passes a loader for a page at `url`. */
const args = (url: string) =>
  ({ request: new Request(url), params: {}, context: {} }) as unknown as Parameters<
    ReturnType<typeof guardLoader>
  >[0];

describe('a guard’s redirect', () => {
  it('says why it happened', async () => {
    const loader = guardLoader(['user_session', 'is_user_a_voiceover_artist']);
    const thrown: unknown = await loader(args('http://store.test/dashboard/voiceover/jobs')).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/dashboard');
    expect(toast.showInfo).toHaveBeenCalledWith('That page is for voiceover artists.', 4000);
  });

  it('shows the Not Found page in place for a page that is not the user’s to know of', async () => {
    toast.showInfo.mockClear();
    const loader = guardLoader(['user_session', 'is_user_an_operator']);
    const thrown: unknown = await loader(args('http://store.test/admin')).catch((error: unknown) => error);
    // The router turns a thrown 404 answer into the route's error page: the Not Found page.
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect((thrown as Response).headers.get('Location')).toBeNull();
    expect(toast.showInfo).not.toHaveBeenCalled();
  });

  it('lets the page open without a word when every guard passes', async () => {
    toast.showInfo.mockClear();
    const loader = guardLoader(['user_session', 'is_user_an_author']);
    expect(await loader(args('http://store.test/dashboard/mybooks'))).toBeNull();
    expect(toast.showInfo).not.toHaveBeenCalled();
  });
});

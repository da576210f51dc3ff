import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleUnauthorized, withoutLoginRedirect } from './api';
import { setNavigator } from './navigation';
import { sessionActive, startSession } from './state/session';

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  window.history.replaceState(null, '', '/myaccount/orders?page=2');
  startSession();
});

describe('any 401 (spec §8)', () => {
  it('destroys the session and goes to /login, remembering the page', () => {
    handleUnauthorized();
    expect(sessionActive.value).toBe(false);
    expect(localStorage.getItem('user_session')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fmyaccount%2Forders%3Fpage%3D2', undefined);
  });

  it('only destroys the session while the account is restored on load', async () => {
    await withoutLoginRedirect(async () => handleUnauthorized());
    expect(sessionActive.value).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not send the login page to itself', () => {
    window.history.replaceState(null, '', '/login');
    handleUnauthorized();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the client', () => {
  it('reports a 401 answer to the handler', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await import('./api');
    await expect(api.orders.list({ query: { page: 1, per_page: 20 } })).rejects.toMatchObject({
      status: 401,
    });
    expect(sessionActive.value).toBe(false);
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login/), undefined);
    vi.unstubAllGlobals();
  });
});

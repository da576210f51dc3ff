import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ auth: { login: vi.fn() } }));
const session = vi.hoisted(() => ({ signIn: vi.fn(async () => undefined) }));
vi.mock('../../api', () => ({ api, hooks: {} }));
vi.mock('../../session/session', () => session);
vi.mock('../../feedback/toast', () => ({ showError: vi.fn(), showSuccess: vi.fn() }));
const loadPage = vi.hoisted(() => vi.fn());
vi.mock('../shared/serverPages', async (original) => ({ ...((await original()) as object), loadPage }));

const { LoginScreen } = await import('./index');

function renderLogin(entry: string) {
  const router = createMemoryRouter([{ path: '*', Component: LoginScreen }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}

async function signIn(email_is_verified: boolean) {
  api.auth.login.mockResolvedValue({ data: { id: 1, email_is_verified }, message: 'ok' });
  await userEvent.type(screen.getByLabelText(/Email/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret-password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => vi.clearAllMocks());

describe('the ?redirect= of the login page', () => {
  it('is kept by the links to join and to reset the password', () => {
    renderLogin('/login?redirect=%2Fmyaccount%2Forders');
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fmyaccount%2Forders',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot_password?redirect=%2Fmyaccount%2Forders',
    );
  });

  it('is dropped when it names another site', () => {
    renderLogin('/login?redirect=%2F%2Fevil.example%2F');
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/signup');
  });

  it('is where a verified user goes after signing in', async () => {
    const router = renderLogin('/login?redirect=%2Fmyaccount%2Forders');
    await signIn(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/orders'));
    expect(session.signIn).toHaveBeenCalledOnce();
  });

  it('waits behind the email verification for an unverified user', async () => {
    const router = renderLogin('/login?redirect=%2Fmyaccount%2Forders');
    await signIn(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/verify_email'));
    expect(router.state.location.search).toBe('?redirect=%2Fmyaccount%2Forders');
  });

  it('loads the test payment page a buyer signed in for: the server renders it, the router has no route', async () => {
    const router = renderLogin('/login?redirect=%2Fpay%2Fp4yUid');
    await signIn(true);
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/pay/p4yUid', { replace: true }));
    expect(router.state.location.pathname).toBe('/login');
  });
});

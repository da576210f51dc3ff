import { ApiError } from '@bookstore/api-client';
import type { Account } from '@bookstore/api-client/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type * as Toast from '../../feedback/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  auth: { getVerificationCode: vi.fn(), verify2fa: vi.fn() },
}));
vi.mock('../../api', () => ({ api, hooks: {} }));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../feedback/toast', async (original) => ({
  ...(await original<typeof Toast>()),
  ...toast,
}));

const { SecurityCheckScreen } = await import('./index');
const { maskEmail } = await import('../shared/SecurityCheckForm');
const { waitFor: waitText } = await import('../shared/retry');
const { setAccount } = await import('../../state/account');

/** The screen at `url` under StrictMode (effects run twice), with a /dashboard pages to land on. */
function open(url = '/dashboard/security_check') {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/security_check',
        element: (
          <StrictMode>
            <SecurityCheckScreen />
          </StrictMode>
        ),
      },
      { path: '/dashboard/*', element: <p>Dashboard page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  setAccount({ email: 'author@example.com', author_account: true } as Account);
  api.auth.getVerificationCode.mockResolvedValue({ message: 'A verification code has been sent.' });
});

afterEach(() => {
  setAccount(null);
  vi.clearAllMocks();
});

describe('the security check', () => {
  it('mails the code once on arrival and says where it went', async () => {
    open();
    expect(await screen.findByText('We sent a 6-digit code to a•••r@example.com.')).toBeInTheDocument();
    expect(api.auth.getVerificationCode).toHaveBeenCalledTimes(1);
    // The resend waits for the cooldown.
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  });

  it('puts a wrong code’s error on the code field', async () => {
    api.auth.verify2fa.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', {
        verification_code: ['The verification code is invalid or has expired.'],
      }),
    );
    const router = open();
    await screen.findByText(/We sent a 6-digit code/);
    await userEvent.type(screen.getByRole('textbox', { name: 'Character 1 of 6' }), '123456');
    expect(await screen.findByText('The verification code is invalid or has expired.')).toBeInTheDocument();
    expect(api.auth.verify2fa).toHaveBeenCalledWith({ body: { verification_code: '123456' } });
    expect(router.state.location.pathname).toBe('/dashboard/security_check');
  });

  it('says how long to wait after too many attempts', async () => {
    api.auth.getVerificationCode.mockRejectedValue(
      new ApiError(
        429,
        'Too many codes requested. Please wait a few minutes and try again.',
        {},
        undefined,
        300,
      ),
    );
    open();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many codes requested. Try again in 5 minutes.',
      ),
    );
    expect(toast.showError).not.toHaveBeenCalled();

    api.auth.getVerificationCode.mockResolvedValue({ message: 'Sent.' });
    api.auth.verify2fa.mockRejectedValue(new ApiError(429, 'Too many wrong codes.', {}, undefined, 45));
    await userEvent.type(screen.getByRole('textbox', { name: 'Character 1 of 6' }), '123456');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong codes. Try again in 45 seconds.'),
    );
  });

  it('returns the author to the page they were opening once the code is right', async () => {
    api.auth.verify2fa.mockResolvedValue({
      message: 'Verified.',
      data: { expires_at: '2026-11-24T18:00:00+00:00' },
    });
    const router = open('/dashboard/security_check?redirect=%2Fdashboard%2Fsales%3Ffrom%3D2026-11-01');
    await screen.findByText(/We sent a 6-digit code/);
    await userEvent.type(screen.getByRole('textbox', { name: 'Character 1 of 6' }), '654321');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/sales'));
    expect(router.state.location.search).toBe('?from=2026-11-01');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('goes to the dashboard without a redirect, or with one off the site', async () => {
    api.auth.verify2fa.mockResolvedValue({ message: '', data: { expires_at: '2026-11-24T18:00:00+00:00' } });
    const router = open('/dashboard/security_check?redirect=%2F%2Fevil.example');
    await screen.findByText(/We sent a 6-digit code/);
    await userEvent.type(screen.getByRole('textbox', { name: 'Character 1 of 6' }), '654321');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('masks the address and words the wait', () => {
    expect(maskEmail('ab@example.com')).toBe('a•••@example.com');
    expect(maskEmail('author@example.com')).toBe('a•••r@example.com');
    expect(waitText(1)).toBe('1 second');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
  });
});

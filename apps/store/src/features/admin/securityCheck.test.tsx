import type { Account } from '@bookstore/api-client/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Toast from '../../feedback/toast';

const api = vi.hoisted(() => ({ auth: { getVerificationCode: vi.fn(), verify2fa: vi.fn() } }));
vi.mock('../../api', () => ({ api, hooks: {} }));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../feedback/toast', async (original) => ({ ...(await original<typeof Toast>()), ...toast }));

const { AdminSecurityCheckScreen } = await import('./AdminSecurityCheckScreen');
const { setAccount } = await import('../../state/account');

function open(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/security_check', element: <AdminSecurityCheckScreen /> },
      { path: '/admin/*', element: <p>Back office page</p> },
      { path: '/admin', element: <p>Back office overview</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  setAccount({ email: 'operator@example.com', is_operator: true } as Account);
  api.auth.getVerificationCode.mockResolvedValue({ message: 'A verification code has been sent.' });
  api.auth.verify2fa.mockResolvedValue({
    message: 'Verified.',
    data: { expires_at: '2026-11-24T18:00:00+00:00' },
  });
});

afterEach(() => {
  setAccount(null);
  vi.clearAllMocks();
});

describe('the back office security check', () => {
  it('mails the sellers’ code and returns the operator to the page they were opening', async () => {
    const router = open('/admin/security_check?redirect=%2Fadmin%2Forders%3Fq%3DORD-1');
    expect(await screen.findByText('We sent a 6-digit code to o•••r@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Security check' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Character 1 of 6' }), '654321');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(router.state.location.search).toBe('?q=ORD-1');
    expect(api.auth.verify2fa).toHaveBeenCalledWith({ body: { verification_code: '654321' } });
  });

  it('goes to the overview when the redirect leads off the site', async () => {
    const router = open('/admin/security_check?redirect=%2F%2Fevil.example');
    await screen.findByText(/We sent a 6-digit code/);
    await userEvent.type(screen.getByRole('textbox', { name: 'Character 1 of 6' }), '654321');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});

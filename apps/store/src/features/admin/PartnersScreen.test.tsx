import type { AdminPartner } from '@bookstore/api-client/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Toast from '../../feedback/toast';
import { answer, renderAt } from '../shared/testing';

const { api, hooks } = vi.hoisted(() => ({
  api: { partners: { adminSuspend: vi.fn(), adminRestore: vi.fn(), adminRates: vi.fn() } },
  hooks: { partners: { useAdminList: vi.fn(), useProgramme: vi.fn() } },
}));
vi.mock('./api', async () => {
  // The real module registers the back office's table (the audit log's key) with the one client.
  const { adminRoutes, registerRoutes } = await import('@bookstore/api-client');
  registerRoutes('admin', adminRoutes);
  return { api, hooks };
});
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../feedback/toast', async (original) => ({ ...(await original<typeof Toast>()), ...toast }));

const { PartnersScreen } = await import('./PartnersScreen');

const partner: AdminPartner = {
  code: 'PARTNER2',
  site_url: 'https://club.example.org',
  status: 'active',
  suspension_reason: null,
  terms_version: '2026-12-01',
  joined_at: '2026-12-01T10:00:00.000Z',
  username: 'bookclub',
  email: 'club@example.org',
  clicks: 40,
  orders: 3,
};

beforeEach(() => {
  vi.clearAllMocks();
  hooks.partners.useAdminList.mockReturnValue(
    answer({ items: [partner], page: 1, last_page: 1, total: 1, per_page: 20 }),
  );
  hooks.partners.useProgramme.mockReturnValue(
    answer({
      terms_version: '2026-12-01',
      attribution_days: 30,
      store_share_percent: 30,
      rates: { ebook: 10, audiobook: 8, printbook: 5 },
      hold_days: 14,
      rules: [],
    }),
  );
});

describe('/admin/partners', () => {
  it('suspends a partner only with a reason, after the confirmation', async () => {
    api.partners.adminSuspend.mockResolvedValue({ data: { ...partner, status: 'suspended' } });
    renderAt('/admin/partners', '/admin/partners', <PartnersScreen />);
    expect(screen.getByRole('row', { name: /PARTNER2/ })).toHaveTextContent('club@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Suspend partner PARTNER2' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend partner PARTNER2?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend the partner' }));
    expect(await within(dialog).findByText('The reason must be at least 3 characters.')).toBeInTheDocument();
    expect(api.partners.adminSuspend).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Why is the partner suspended/ }),
      'Cookie stuffing on a coupon site',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend the partner' }));
    await waitFor(() =>
      expect(api.partners.adminSuspend).toHaveBeenCalledWith({
        params: { code: 'PARTNER2' },
        body: { reason: 'Cookie stuffing on a coupon site' },
      }),
    );
  });

  it('checks the rates (whole percentages 0-100) before saving them', async () => {
    api.partners.adminRates.mockResolvedValue({ data: { ebook: 12, audiobook: 8, printbook: 5 } });
    renderAt('/admin/partners', '/admin/partners', <PartnersScreen />);
    const ebooks = screen.getByLabelText(/^Ebooks/);
    expect(ebooks).toHaveValue(10);
    await userEvent.clear(ebooks);
    await userEvent.type(ebooks, '101');
    await userEvent.click(screen.getByRole('button', { name: 'Save the rates' }));
    expect(await screen.findByText('The rate must be a whole percentage from 0 to 100.')).toBeInTheDocument();
    expect(api.partners.adminRates).not.toHaveBeenCalled();
    await userEvent.clear(ebooks);
    await userEvent.type(ebooks, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save the rates' }));
    await waitFor(() =>
      expect(api.partners.adminRates).toHaveBeenCalledWith({
        body: { ebook: 12, audiobook: 8, printbook: 5 },
      }),
    );
    expect(toast.showSuccess).toHaveBeenCalled();
  });
});

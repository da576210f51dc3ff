import { ApiError } from '@bookstore/api-client';
import type { Account, PartnerProgramme, PartnerStats } from '@bookstore/api-client/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Toast from '../../feedback/toast';
import { answer, money, renderAt } from '../shared/testing';
import { embedCode, partnerLink } from './embed';

const PROGRAMME: PartnerProgramme = {
  terms_version: '2026-12-01',
  attribution_days: 30,
  store_share_percent: 30,
  rates: { ebook: 12, audiobook: 7, printbook: 5 },
  hold_days: 14,
  rules: ['Orders you place yourself earn nothing.'],
};
const STATS: PartnerStats = {
  currency_code: 'NGN',
  clicks: 40,
  clicks_by_source: { widget: 30, link: 10 },
  orders: 3,
  conversion: 0.075,
  earned: money(1234),
  held: money(1000),
  balance: money(234),
  months: [{ month: '2026-12', clicks: 40, orders: 3, earnings: money(1234) }],
  top_books: [{ uid: 'BOOK1', title: 'Lagos Nights', type: 'ebook', orders: 2, commission: money(900) }],
};
const ME = {
  code: 'PARTNER2',
  site_url: 'https://club.example.org',
  status: 'active',
  suspension_reason: null,
  terms_version: '2026-12-01',
  joined_at: '2026-12-01T10:00:00.000Z',
  link: 'http://localhost/?ref=PARTNER2&ref_src=link',
};

const hooks = vi.hoisted(() => ({
  partners: {
    useProgramme: vi.fn(),
    useMe: vi.fn(),
    useStats: vi.fn(),
    useOrders: vi.fn(),
  },
  public: { useSearch: vi.fn() },
}));
const api = vi.hoisted(() => ({ partners: { join: vi.fn() } }));
vi.mock('../../api', () => ({ api, hooks, prefetchRead: vi.fn() }));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../feedback/toast', async (original) => ({ ...(await original<typeof Toast>()), ...toast }));
const widgets = vi.hoisted(() => ({ mount: vi.fn(() => ({ update: vi.fn(), unmount: vi.fn() })) }));
vi.mock('@bookstore/widgets', () => widgets);

const { PartnersScreen, EmbedBuilderScreen, PartnerOverviewScreen, PartnerOrdersScreen } =
  await import('./index');
const { account, setAccount } = await import('../../state/account');
const { startSession, destroySession } = await import('../../state/session');

const reader = {
  username: 'ada',
  email: 'ada@example.com',
  email_is_verified: true,
  author_account: false,
  voiceover_artist_account: false,
  country_code: 'ng',
} as Account;

function signIn(partner = false) {
  startSession();
  setAccount({ ...reader, partner_account: partner });
}

hooks.partners.useProgramme.mockReturnValue(answer(PROGRAMME));
hooks.partners.useMe.mockReturnValue(answer(ME));
hooks.partners.useStats.mockReturnValue(answer(STATS));
hooks.public.useSearch.mockReturnValue({ data: undefined, error: undefined, isLoading: false });

afterEach(() => {
  destroySession();
  setAccount(null);
  vi.clearAllMocks();
});

describe('the embed code and the plain link', () => {
  it('name the partner on the loader and the book on the element, and carry the partner on links', () => {
    const code = embedCode('https://store.test', 'PARTNER2', {
      widget: 'card',
      bookUid: 'BOOK1',
      theme: 'dark',
      width: '320',
      country: 'gh',
    });
    expect(code).toContain('<bookstore-book-card uid="BOOK1" style="display:block;max-width:320px">');
    expect(code).toContain('src="https://store.test/widgets/loader.js"');
    expect(code).toContain('data-partner="PARTNER2"');
    expect(code).toContain('data-theme="dark"');
    expect(code).toContain('data-country="gh"');
    expect(
      embedCode('https://store.test', 'PARTNER2', { widget: 'search', theme: 'auto', width: 'full' }),
    ).toMatch(/^<bookstore-search><\/bookstore-search>/);
    expect(partnerLink('https://store.test', 'PARTNER2', { kind: 'book', uid: 'BOOK1', title: 'x' })).toBe(
      'https://store.test/books/BOOK1?ref=PARTNER2&ref_src=link',
    );
    expect(partnerLink('https://store.test', 'PARTNER2')).toBe(
      'https://store.test/?ref=PARTNER2&ref_src=link',
    );
  });
});

describe('/partners', () => {
  it('states the rates from the programme call, the window and the hold, and asks a visitor to sign in', () => {
    renderAt('/partners', '/partners', <PartnersScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Partner programme' })).toBeInTheDocument();
    const rates = screen.getByRole('list', { name: 'Commission per book type' });
    expect(within(rates).getByText(/12% of the store’s share/)).toBeInTheDocument();
    expect(within(rates).getByText(/7% of the store’s share/)).toBeInTheDocument();
    expect(screen.getByText('30 days')).toBeInTheDocument();
    expect(screen.getByText('14 days')).toBeInTheDocument();
    expect(screen.getByText('Orders you place yourself earn nothing.')).toBeInTheDocument();
    expect(screen.getByText(/Cookie stuffing/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fpartners',
    );
    expect(screen.getByLabelText('The loader script').textContent).toContain('data-partner="YOURCODE"');
  });

  it('sends a partner to their dashboard', () => {
    signIn(true);
    renderAt('/partners', '/partners', <PartnersScreen />);
    expect(screen.getByRole('link', { name: 'Go to your partner dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/partner',
    );
    expect(screen.queryByRole('form', { name: 'Join the partner programme' })).not.toBeInTheDocument();
  });

  it('checks the join form first, then shows the server’s field errors and keeps what was typed', async () => {
    signIn();
    renderAt('/partners', '/partners', <PartnersScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Join the programme' }));
    expect(await screen.findByText('The site address is required.')).toBeInTheDocument();
    expect(screen.getByText('You must accept the programme terms.')).toBeInTheDocument();
    expect(api.partners.join).not.toHaveBeenCalled();

    api.partners.join.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', { site_url: ['That site is already a partner’s.'] }),
    );
    await userEvent.type(screen.getByLabelText(/^Your site’s address/), 'https://club.example.org');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the partner programme terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Join the programme' }));
    expect(await screen.findByText('That site is already a partner’s.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Your site’s address/)).toHaveValue('https://club.example.org');
    expect(api.partners.join).toHaveBeenCalledWith({
      body: { site_url: 'https://club.example.org', accept_terms: true, terms_version: '2026-12-01' },
    });
  });

  it('makes the account a partner’s and opens the embed builder', async () => {
    signIn();
    api.partners.join.mockResolvedValue({ data: ME });
    const router = renderAt('/partners', '/partners', <PartnersScreen />);
    await userEvent.type(screen.getByLabelText(/^Your site’s address/), 'https://club.example.org');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the partner programme terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Join the programme' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/partner/embed'));
    expect(account.value?.partner_account).toBe(true);
    expect(toast.showSuccess).toHaveBeenCalledWith(expect.stringContaining('PARTNER2'));
  });
});

describe('the embed builder', () => {
  it('finds a book, previews the real widget with the partner, and copies the code', async () => {
    signIn(true);
    hooks.public.useSearch.mockImplementation((input: unknown) =>
      input
        ? answer({
            books: [{ uid: 'BOOK1', title: 'Lagos Nights', type: 'ebook' }],
            categories: [],
            authors: [],
            suggestion: null,
            book_total: 1,
            book_total_capped: false,
          })
        : { data: undefined, error: undefined, isLoading: false },
    );
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/dashboard/partner/embed', '/dashboard/partner/embed', <EmbedBuilderScreen />);

    expect(screen.queryByTestId('embed-code')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Find a book or an author/), 'Lagos');
    await userEvent.click(await screen.findByRole('button', { name: 'Lagos Nights · Ebook' }));
    expect(screen.getByText('Chosen: Lagos Nights')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));

    const code = screen.getByTestId('embed-code').textContent ?? '';
    expect(code).toContain('<bookstore-book-card uid="BOOK1"');
    expect(code).toContain('data-partner="PARTNER2"');
    expect(code).toContain('data-theme="dark"');
    expect(screen.getByTestId('partner-link')).toHaveTextContent('/books/BOOK1?ref=PARTNER2&ref_src=link');

    await waitFor(() =>
      expect(widgets.mount).toHaveBeenLastCalledWith(
        expect.any(HTMLElement),
        expect.objectContaining({ widget: 'book-card', uid: 'BOOK1', theme: 'dark', partner: 'PARTNER2' }),
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(writeText).toHaveBeenCalledWith(code);
    expect(toast.showSuccess).toHaveBeenCalledWith('The code copied to the clipboard.');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});

describe('the partner dashboard', () => {
  it('shows the figures in the partner’s currency, the conversion and the top books', () => {
    signIn(true);
    renderAt('/dashboard/partner', '/dashboard/partner', <PartnerOverviewScreen />);
    expect(screen.getByText('Your partner code is PARTNER2.')).toBeInTheDocument();
    expect(screen.getByText('7.5%')).toBeInTheDocument();
    expect(screen.getByText(/30 clicks from your widgets and 10 clicks from your links/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lagos Nights' })).toHaveAttribute('href', '/books/BOOK1');
    expect(screen.getByRole('link', { name: 'Bank accounts' })).toHaveAttribute(
      'href',
      '/dashboard/revenue/bank',
    );
    expect(screen.getByRole('navigation', { name: 'Partner dashboard' })).toBeInTheDocument();
  });

  it('lists attributed orders with the commission and its status, and nothing about the buyer', () => {
    signIn(true);
    hooks.partners.useOrders.mockReturnValue(
      answer({
        items: [
          {
            reference: 'ORD-1',
            created_at: '2026-12-05T10:00:00.000Z',
            books: [{ title: 'Lagos Nights', type: 'ebook', quantity: 2 }],
            amount: money(3000),
            commission: money(108),
            status: 'held',
          },
        ],
        page: 1,
        last_page: 1,
        total: 1,
        per_page: 20,
      }),
    );
    renderAt('/dashboard/partner/orders', '/dashboard/partner/orders', <PartnerOrdersScreen />);
    const row = screen.getByRole('row', { name: /ORD-1/ });
    expect(within(row).getByText('Lagos Nights (Ebook) ×2')).toBeInTheDocument();
    expect(within(row).getByText('On hold')).toBeInTheDocument();
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
  });
});

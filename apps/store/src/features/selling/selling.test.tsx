import { ApiError } from '@bookstore/api-client';
import type { Account } from '@bookstore/api-client/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Toast from '../../feedback/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../shared/testing';

const hooks = vi.hoisted(() => ({
  selling: {
    useCheckVoiceoverAccount: () => ({
      data: { data: { voiceover_status: 'in_review' } },
      error: undefined,
      isLoading: false,
    }),
  },
  public: {
    useListSupportedCountries: () => ({
      data: {
        data: [
          { country_code: 'ng', country_name: 'Nigeria' },
          { country_code: 'gh', country_name: 'Ghana' },
        ],
      },
      error: undefined,
      isLoading: false,
    }),
  },
}));
const api = vi.hoisted(() => ({ selling: { createAccount: vi.fn() } }));
vi.mock('../../api', () => ({ api, hooks }));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../feedback/toast', async (original) => ({
  ...(await original<typeof Toast>()),
  ...toast,
}));

const { SellingScreen, BecomeAuthorScreen, AuthorOnboardScreen } = await import('./index');
const { account, isAuthor, setAccount } = await import('../../state/account');

const shopper = {
  username: 'ada',
  email: 'ada@example.com',
  email_is_verified: true,
  author_account: false,
  voiceover_artist_account: false,
  country_code: 'ng',
} as Account;

afterEach(() => {
  setAccount(null);
  vi.clearAllMocks();
});

describe('the selling pages', () => {
  it('link each selling account to its dashboard when held, else to how to open it', () => {
    setAccount({ author_account: true, voiceover_artist_account: false } as Account);
    renderAt('/selling', '/selling', <SellingScreen />);
    expect(screen.getByRole('link', { name: 'Selling Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Become a Voiceover Artist' })).toHaveAttribute(
      'href',
      '/selling/voa',
    );
    expect(screen.getByText('Profile In review')).toBeInTheDocument();
  });

  it('introduce an account with the link to its onboarding', () => {
    renderAt('/selling/author', '/selling/author', <BecomeAuthorScreen />);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/selling/author/onboard',
    );
  });
});

describe('author onboarding', () => {
  it('checks the fields before asking the server, and links the terms', async () => {
    setAccount(shopper);
    renderAt('/selling/author/onboard', '/selling/author/onboard', <AuthorOnboardScreen />);
    expect(screen.getByRole('link', { name: 'seller terms of use' })).toHaveAttribute('href', '/term-of-use');
    await userEvent.type(screen.getByLabelText(/^Bio/), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Open my author account' }));
    expect(await screen.findByText('The bio must be at least 20 characters.')).toBeInTheDocument();
    expect(screen.getByText('You must accept the seller terms.')).toBeInTheDocument();
    expect(screen.getByText('The phone number is not valid.')).toBeInTheDocument();
    expect(api.selling.createAccount).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors on the fields and keeps what was typed', async () => {
    setAccount(shopper);
    api.selling.createAccount.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', { phone: ['This phone number is already in use.'] }),
    );
    renderAt('/selling/author/onboard', '/selling/author/onboard', <AuthorOnboardScreen />);
    await userEvent.type(screen.getByLabelText(/^Bio/), 'I write travel stories about West Africa.');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '+234 803 000 0000');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Open my author account' }));
    expect(await screen.findByText('This phone number is already in use.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Bio/)).toHaveValue('I write travel stories about West Africa.');
    // Empty optional boxes are left out, not sent as empty strings.
    expect(api.selling.createAccount).toHaveBeenCalledWith({
      body: {
        bio: 'I write travel stories about West Africa.',
        phone: '+234 803 000 0000',
        country_code: 'ng',
        accept_terms: true,
      },
    });
    expect(isAuthor.value).toBe(false);
  });

  it('makes the account an author’s, says so and opens the dashboard', async () => {
    setAccount(shopper);
    api.selling.createAccount.mockResolvedValue({
      message: 'Your author account is ready.',
      data: { ...shopper, author_account: true },
    });
    const router = renderAt('/selling/author/onboard', '/selling/author/onboard', <AuthorOnboardScreen />);
    await userEvent.type(screen.getByLabelText(/^Pen name/), 'A. Obi');
    await userEvent.type(screen.getByLabelText(/^Bio/), 'I write travel stories about West Africa.');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '+234 803 000 0000');
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'gh');
    await userEvent.type(screen.getByLabelText(/^Website/), 'https://obi.example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Open my author account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.selling.createAccount).toHaveBeenCalledWith({
      body: {
        pen_name: 'A. Obi',
        bio: 'I write travel stories about West Africa.',
        phone: '+234 803 000 0000',
        country_code: 'gh',
        website: 'https://obi.example.com',
        accept_terms: true,
      },
    });
    expect(account.value?.author_account).toBe(true);
    expect(isAuthor.value).toBe(true);
    expect(toast.showSuccess).toHaveBeenCalledWith('Your author account is ready.');
  });
});

import type { Account } from '@bookstore/api-client/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../shared/testing';

const hooks = vi.hoisted(() => ({
  selling: {
    useCheckVoiceoverAccount: () => ({
      data: { data: { voiceover_status: 'in_review' } },
      error: undefined,
      isLoading: false,
    }),
  },
}));
vi.mock('../../api', () => ({ hooks }));

const { SellingScreen, VoiceoverOnboardScreen, BecomeAuthorScreen } = await import('./index');
const { setAccount } = await import('../../state/account');

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
    setAccount(null);
  });

  it('introduce an account with the link to its onboarding', () => {
    renderAt('/selling/author', '/selling/author', <BecomeAuthorScreen />);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/selling/author/onboard',
    );
  });

  it('show the voiceover onboarding as a stepper, the steps before the current one behind', () => {
    renderAt('/selling/voa/onboard/*', '/selling/voa/onboard/vocal', <VoiceoverOnboardScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Voiceover onboarding: Vocal characteristics',
    );
    const steps = screen.getByRole('navigation', { name: 'Onboarding steps' });
    expect(within(steps).getByRole('link', { name: /Studio.*completed/ })).toHaveAttribute(
      'href',
      '/selling/voa/onboard/studio',
    );
    expect(within(steps).getByRole('link', { name: /Vocal characteristics/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(steps).getByRole('link', { name: /Demos.*not started/ })).toBeInTheDocument();
  });
});

import type { Account } from '@bookstore/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { dashboardRoutes } from '../routes/dashboard';
import {
  firstRedirect,
  GUARD_NAMES,
  guardNotice,
  guards,
  NOT_FOUND,
  runGuards,
  UnknownGuardError,
  type GuardContext,
} from './guards';

type Roles = Partial<
  Pick<
    Account,
    | 'email_is_verified'
    | 'author_account'
    | 'voiceover_artist_account'
    | 'country_code'
    | 'is_operator'
    | 'partner_account'
  >
>;

function user(roles: Roles = {}): Account {
  return {
    username: 'ada',
    email_is_verified: true,
    author_account: false,
    voiceover_artist_account: false,
    country_code: 'gh',
    ...roles,
  } as Account;
}

function context(
  options: {
    path?: string;
    session?: boolean;
    account?: Account | null;
    /** The account read says the seller security check is passed (its cookie is HttpOnly). */
    checked?: boolean;
    countryStored?: boolean;
    shownCountry?: string;
    voiceoverStatus?: string | null;
  } = {},
) {
  const { path = '/myaccount', session = true, checked = false, countryStored = true } = options;
  const account = options.account === undefined ? (session ? user() : null) : options.account;
  const ctx = {
    path,
    isSessionActive: vi.fn(() => session),
    destroySession: vi.fn(),
    loadAccount: vi.fn(async () => account),
    securityCheckPassed: vi.fn(() => checked),
    isCountryStored: vi.fn(() => countryStored),
    shownCountry: vi.fn(() => options.shownCountry ?? 'ng'),
    storeCountryCode: vi.fn(),
    loadVoiceoverStatus: vi.fn(async () => options.voiceoverStatus ?? null),
  } satisfies GuardContext;
  return ctx;
}

describe('the registry', () => {
  it("holds exactly the nine guards of the spec, the back office's two and the partner's one", () => {
    expect(Object.keys(guards).sort()).toEqual([...GUARD_NAMES].sort());
    expect(GUARD_NAMES).toHaveLength(12);
  });
});

describe('the partner guard (issue 43)', () => {
  it('lets partners through and sends everyone else to the programme page to join', async () => {
    expect(
      await guards.is_user_a_partner(context({ account: user({ partner_account: true }) })),
    ).toBeUndefined();
    expect(await guards.is_user_a_partner(context({ account: user({ author_account: true }) }))).toBe(
      '/partners',
    );
    expect(await guards.is_user_a_partner(context({ account: null }))).toBe('/partners');
    expect(guardNotice('is_user_a_partner')).toMatch(/join the partner programme/i);
  });
});

describe('the back office guards (issue 28)', () => {
  it('let operators through and show everyone else the Not Found page', async () => {
    expect(
      await guards.is_user_an_operator(context({ account: user({ is_operator: true }) })),
    ).toBeUndefined();
    expect(await guards.is_user_an_operator(context({ account: user({ author_account: true }) }))).toBe(
      NOT_FOUND,
    );
    expect(await guards.is_user_an_operator(context({ account: null }))).toBe(NOT_FOUND);
  });

  it("send an operator without the session's security check to the back office's own check", async () => {
    expect(await guards.operator_2fa(context({ path: '/admin/orders?page=2' }))).toBe(
      '/admin/security_check?redirect=%2Fadmin%2Forders%3Fpage%3D2',
    );
    expect(
      await guards.operator_2fa(context({ path: '/admin/security_check?redirect=%2Fadmin' })),
    ).toBeUndefined();
    expect(await guards.operator_2fa(context({ path: '/admin/users', checked: true }))).toBeUndefined();
  });

  it('run in order: a visitor is sent to sign in before the role is looked at', async () => {
    const names = ['user_session', 'is_email_verified', 'is_user_an_operator', 'operator_2fa'];
    expect(await runGuards(names, context({ session: false, path: '/admin' }))).toBe(
      '/login?redirect=%2Fadmin',
    );
    expect(await runGuards(names, context({ path: '/admin' }))).toBe(NOT_FOUND);
    expect(await runGuards(names, context({ path: '/admin', account: user({ is_operator: true }) }))).toBe(
      '/admin/security_check?redirect=%2Fadmin',
    );
  });
});

describe('user_session (rule 6)', () => {
  it('lets an active session with an account through', async () => {
    const ctx = context();
    expect(await guards.user_session(ctx)).toBeUndefined();
    expect(ctx.destroySession).not.toHaveBeenCalled();
  });

  it('destroys the session and sends a visitor to /login, remembering the page', async () => {
    const ctx = context({ session: false, path: '/myaccount/orders?page=2' });
    expect(await guards.user_session(ctx)).toBe('/login?redirect=%2Fmyaccount%2Forders%3Fpage%3D2');
    expect(ctx.destroySession).toHaveBeenCalledOnce();
    expect(ctx.loadAccount).not.toHaveBeenCalled();
  });

  it('treats a stored session the server rejects (no account) as none', async () => {
    const ctx = context({ session: true, account: null, path: '/checkout' });
    expect(await guards.user_session(ctx)).toBe('/login?redirect=%2Fcheckout');
    expect(ctx.destroySession).toHaveBeenCalledOnce();
  });

  it('sends to a plain /login from the home page', async () => {
    expect(await guards.user_session(context({ session: false, path: '/' }))).toBe('/login');
  });
});

describe('is_email_verified (rule 1)', () => {
  it('sends an active user with an unverified email to /myaccount/verify_email, and back after', async () => {
    const ctx = context({ path: '/myaccount/orders', account: user({ email_is_verified: false }) });
    expect(await guards.is_email_verified(ctx)).toBe(
      '/myaccount/verify_email?redirect=%2Fmyaccount%2Forders',
    );
  });

  it('lets a verified user through', async () => {
    expect(await guards.is_email_verified(context())).toBeUndefined();
  });

  it('does not apply without a session', async () => {
    const ctx = context({ session: false });
    expect(await guards.is_email_verified(ctx)).toBeUndefined();
    expect(ctx.loadAccount).not.toHaveBeenCalled();
  });

  it('never redirects the verification page to itself', async () => {
    const ctx = context({ path: '/myaccount/verify_email', account: user({ email_is_verified: false }) });
    expect(await guards.is_email_verified(ctx)).toBeUndefined();
  });
});

describe('ensure_country_is_set', () => {
  it('leaves a stored country alone', async () => {
    const ctx = context({ countryStored: true });
    expect(await guards.ensure_country_is_set(ctx)).toBeUndefined();
    expect(ctx.storeCountryCode).not.toHaveBeenCalled();
  });

  it("stores the signed-in user's country when none is stored", async () => {
    const ctx = context({ countryStored: false, account: user({ country_code: 'ke' }) });
    expect(await guards.ensure_country_is_set(ctx)).toBeUndefined();
    expect(ctx.storeCountryCode).toHaveBeenCalledWith('ke');
  });

  it('stores the country a visitor has been shown prices in (the default ng, or the page’s)', async () => {
    let ctx = context({ countryStored: false, session: false });
    expect(await guards.ensure_country_is_set(ctx)).toBeUndefined();
    expect(ctx.storeCountryCode).toHaveBeenCalledWith('ng');
    // A page the server priced in Ghana (a CDN's country header) leads to a checkout in cedis.
    ctx = context({ countryStored: false, session: false, shownCountry: 'gh' });
    expect(await guards.ensure_country_is_set(ctx)).toBeUndefined();
    expect(ctx.storeCountryCode).toHaveBeenCalledWith('gh');
  });
});

describe('is_user_a_seller', () => {
  it.each([
    [{ author_account: true }],
    [{ voiceover_artist_account: true }],
    [{ author_account: true, voiceover_artist_account: true }],
    // A partner (issue 43) withdraws through the sellers' revenue and bank account pages.
    [{ partner_account: true }],
  ])('lets a selling account through (%o)', async (roles) => {
    expect(await guards.is_user_a_seller(context({ account: user(roles) }))).toBeUndefined();
  });

  it('sends a user without a selling account to /selling', async () => {
    expect(await guards.is_user_a_seller(context())).toBe('/selling');
  });

  it('sends a visitor to /selling', async () => {
    expect(await guards.is_user_a_seller(context({ session: false }))).toBe('/selling');
  });
});

describe('is_user_an_author (rule 2)', () => {
  it('lets an author through', async () => {
    expect(
      await guards.is_user_an_author(context({ account: user({ author_account: true }) })),
    ).toBeUndefined();
  });

  it('sends a voiceover artist who is not an author to /dashboard', async () => {
    expect(
      await guards.is_user_an_author(context({ account: user({ voiceover_artist_account: true }) })),
    ).toBe('/dashboard');
  });

  it('sends anyone else to /', async () => {
    expect(await guards.is_user_an_author(context())).toBe('/');
    expect(await guards.is_user_an_author(context({ session: false }))).toBe('/');
  });

  it('decides an author page for a user with neither role: home, saying why', async () => {
    const sales = dashboardRoutes.find((route) => route.path === '/dashboard/sales');
    const found = await firstRedirect(sales?.guards ?? [], context({ path: '/dashboard/sales' }));
    expect(found).toEqual({ guard: 'is_user_an_author', target: '/' });
    expect(guardNotice(found?.guard ?? '')).toBe('That page is for authors.');
  });
});

describe('is_user_a_voiceover_artist (rule 3)', () => {
  it('lets a voiceover artist through', async () => {
    expect(
      await guards.is_user_a_voiceover_artist(context({ account: user({ voiceover_artist_account: true }) })),
    ).toBeUndefined();
  });

  it('sends a non-voiceover user to /dashboard', async () => {
    expect(
      await guards.is_user_a_voiceover_artist(context({ account: user({ author_account: true }) })),
    ).toBe('/dashboard');
    expect(await guards.is_user_a_voiceover_artist(context({ session: false }))).toBe('/dashboard');
  });
});

describe('redirect_if_already_author (rule 4)', () => {
  it('sends an author to /dashboard', async () => {
    expect(
      await guards.redirect_if_already_author(context({ account: user({ author_account: true }) })),
    ).toBe('/dashboard');
  });

  it('lets a non-author through, voiceover artists included', async () => {
    expect(await guards.redirect_if_already_author(context())).toBeUndefined();
    expect(
      await guards.redirect_if_already_author(context({ account: user({ voiceover_artist_account: true }) })),
    ).toBeUndefined();
  });
});

describe('redirect_if_already_a_voiceover_artist (rule 4)', () => {
  it('keeps the onboarding open to an artist who has not submitted the profile', async () => {
    const artist = user({ voiceover_artist_account: true });
    const onboarding = (voiceoverStatus: string) =>
      guards.redirect_if_already_a_voiceover_artist(
        context({ account: artist, path: '/selling/voa/onboard/studio', voiceoverStatus }),
      );
    expect(await onboarding('incomplete')).toBeUndefined();
    expect(await onboarding('in_review')).toBe('/dashboard');
    // The introduction is for becoming an artist: an artist goes to the dashboard.
    expect(
      await guards.redirect_if_already_a_voiceover_artist(
        context({ account: artist, path: '/selling/voa', voiceoverStatus: 'incomplete' }),
      ),
    ).toBe('/dashboard');
  });

  it('sends a voiceover artist to /dashboard', async () => {
    expect(
      await guards.redirect_if_already_a_voiceover_artist(
        context({ account: user({ voiceover_artist_account: true }) }),
      ),
    ).toBe('/dashboard');
  });

  it('lets a non-voiceover user through, authors included', async () => {
    expect(await guards.redirect_if_already_a_voiceover_artist(context())).toBeUndefined();
    expect(
      await guards.redirect_if_already_a_voiceover_artist(
        context({ account: user({ author_account: true }) }),
      ),
    ).toBeUndefined();
  });
});

describe('seller_account_2fa (rule 5)', () => {
  it('lets a session whose account read says the check is passed through', async () => {
    const ctx = context({ checked: true, path: '/dashboard' });
    expect(await guards.seller_account_2fa(ctx)).toBe(undefined);
    // The account is loaded first: the check's end comes with it (the cookie is HttpOnly).
    expect(ctx.loadAccount).toHaveBeenCalled();
  });

  it('sends a dashboard page without the check to /dashboard/security_check, to come back after', async () => {
    const ctx = context({ path: '/dashboard/mybooks?page=2' });
    expect(await guards.seller_account_2fa(ctx)).toBe(
      '/dashboard/security_check?redirect=%2Fdashboard%2Fmybooks%3Fpage%3D2',
    );
    expect(ctx.securityCheckPassed).toHaveBeenCalled();
  });

  it('never redirects the security check to itself', async () => {
    expect(await guards.seller_account_2fa(context({ path: '/dashboard/security_check' }))).toBeUndefined();
  });
});

describe('runGuards', () => {
  it('runs the guards in order and stops at the first redirect', async () => {
    const ctx = context({ session: false, path: '/dashboard' });
    expect(await runGuards(['user_session', 'seller_account_2fa'], ctx)).toBe('/login?redirect=%2Fdashboard');
    expect(ctx.securityCheckPassed).not.toHaveBeenCalled();
  });

  it('passes when every guard passes', async () => {
    const ctx = context({ account: user({ author_account: true }), checked: true });
    expect(
      await runGuards(
        ['user_session', 'is_email_verified', 'is_user_a_seller', 'is_user_an_author', 'seller_account_2fa'],
        ctx,
      ),
    ).toBeUndefined();
  });

  it('checks the guards in the order given', async () => {
    const order: string[] = [];
    const registry = {
      first: () => {
        order.push('first');
        return undefined;
      },
      second: () => {
        order.push('second');
        return '/two';
      },
      third: () => {
        order.push('third');
        return '/three';
      },
    };
    expect(await runGuards(['first', 'second', 'third'], context(), registry)).toBe('/two');
    expect(order).toEqual(['first', 'second']);
  });

  it('fails with 500 "Unknown middleware" for a name not in the registry (rule 7)', async () => {
    const run = runGuards(['user_session', 'is_admin'], context());
    await expect(run).rejects.toBeInstanceOf(UnknownGuardError);
    await expect(run).rejects.toMatchObject({
      status: 500,
      message: 'Unknown middleware',
      guard: 'is_admin',
    });
  });

  it('does not treat inherited object keys as guards', async () => {
    await expect(runGuards(['toString'], context())).rejects.toMatchObject({ message: 'Unknown middleware' });
  });
});

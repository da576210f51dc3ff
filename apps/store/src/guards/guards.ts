import { withRedirect } from '@bookstore/api-client/constants';
import type { Account } from '@bookstore/api-client/contract';
import { LOGIN_PATH, VERIFY_EMAIL_PATH } from '../navigation';
import { NOT_FOUND, UnknownGuardError } from './errors';

export { NOT_FOUND, UnknownGuardError };

/**
 * The nine guards of spec §5, by the names routes list them under, and the back office's two (issue 28,
 * an extension): the operator role and the operator's security check; and the partner role (issue 43).
 */
export const GUARD_NAMES = [
  'user_session',
  'is_email_verified',
  'ensure_country_is_set',
  'is_user_a_seller',
  'is_user_an_author',
  'is_user_a_voiceover_artist',
  'redirect_if_already_author',
  'redirect_if_already_a_voiceover_artist',
  'seller_account_2fa',
  'is_user_an_operator',
  'operator_2fa',
  'is_user_a_partner',
] as const;

export type GuardName = (typeof GUARD_NAMES)[number];

/** What a guard may look at and do; the browser's version is in context.ts, tests pass their own. */
export interface GuardContext {
  /** The path (with query) being opened. */
  path: string;
  isSessionActive(): boolean;
  destroySession(): void;
  /** The signed-in account (loaded once if needed); null without a session or after a 401. */
  loadAccount(): Promise<Account | null>;
  /**
   * Whether this session has passed the seller security check, as the loaded account says (its
   * session_id cookie is HttpOnly: no script reads it). Ask after `loadAccount`.
   */
  securityCheckPassed(): boolean;
  isCountryStored(): boolean;
  /** The country the store shows now (the server's for a visitor who chose none, else the default). */
  shownCountry(): string;
  storeCountryCode(code: string): void;
  /** The voiceover profile's status (check_account), null without a voiceover account. */
  loadVoiceoverStatus(): Promise<string | null>;
}

/** A guard lets the page open (undefined) or names the path to go to instead. */
export type Guard = (context: GuardContext) => Promise<string | undefined> | string | undefined;

export const DASHBOARD_PATH = '/dashboard';
export const SECURITY_CHECK_PATH = '/dashboard/security_check';
export const HOME_PATH = '/';
export const ADMIN_PATH = '/admin';
export const ADMIN_SECURITY_CHECK_PATH = '/admin/security_check';
/** Where a signed-in user without a selling account can open one. */
export const SELLING_PATH = '/selling';
/** The partner programme's page: what it is, and joining it. */
export const PARTNERS_PATH = '/partners';
/** The voiceover onboarding steps, resumable until the profile is submitted. */
export const VOICEOVER_ONBOARD_PATH = '/selling/voa/onboard';

/**
 * Why a guard sent the user elsewhere, shown as a toast on arrival. The email check and the security
 * check need none: the page they lead to says what to do.
 */
export const GUARD_NOTICES: Partial<Record<GuardName, string>> = {
  user_session: 'Sign in to open that page.',
  is_user_a_seller:
    'The selling dashboard is for authors and voiceover artists. Open a selling account to use it.',
  is_user_an_author: 'That page is for authors.',
  is_user_a_voiceover_artist: 'That page is for voiceover artists.',
  redirect_if_already_author: 'You already have an author account.',
  redirect_if_already_a_voiceover_artist: 'You already have a voiceover artist account.',
  is_user_a_partner: 'Those pages are for partners. Join the partner programme to use them.',
};

/** The registry: every guard by name. */
export const guards: Record<GuardName, Guard> = {
  // Rule 6: pages needing an active session destroy the session and go to /login otherwise. A stored
  // session the server no longer knows (its account call answers 401) counts as no session.
  async user_session(context) {
    if (context.isSessionActive() && (await context.loadAccount())) return undefined;
    context.destroySession();
    return withRedirect(LOGIN_PATH, context.path);
  },

  // Rule 1: an active user with an unverified email goes to /myaccount/verify_email.
  async is_email_verified(context) {
    if (!context.isSessionActive()) return undefined;
    const account = await context.loadAccount();
    if (account && !account.email_is_verified && !context.path.startsWith(VERIFY_EMAIL_PATH)) {
      return withRedirect(VERIFY_EMAIL_PATH, context.path);
    }
    return undefined;
  },

  // Saves a country before pages whose data depends on it: the account's, else the default (ng).
  async ensure_country_is_set(context) {
    if (context.isCountryStored()) return undefined;
    const account = context.isSessionActive() ? await context.loadAccount() : null;
    // The account's country, else the one the visitor has been shown prices in (no switch at checkout).
    context.storeCountryCode(account?.country_code ?? context.shownCountry());
    return undefined;
  },

  // Pages for any selling account (author or voiceover artist); others can open one at /selling. A
  // partner (issue 43) earns in the same ledger: the revenue, bank account and security check pages
  // are theirs too.
  async is_user_a_seller(context) {
    const account = await context.loadAccount();
    if (account && (account.author_account || account.voiceover_artist_account || account.partner_account))
      return undefined;
    return SELLING_PATH;
  },

  // Rule 2: author-only pages send non-authors to / or /dashboard: a voiceover artist to their
  // dashboard, a user with neither role home (the dashboard would only send them on).
  async is_user_an_author(context) {
    const account = await context.loadAccount();
    if (account?.author_account) return undefined;
    return account?.voiceover_artist_account ? DASHBOARD_PATH : HOME_PATH;
  },

  // Rule 3: voiceover-only pages send non-voiceover users to /dashboard.
  async is_user_a_voiceover_artist(context) {
    const account = await context.loadAccount();
    return account?.voiceover_artist_account ? undefined : DASHBOARD_PATH;
  },

  // Rule 4: pages for becoming an author send existing authors to /dashboard.
  async redirect_if_already_author(context) {
    const account = await context.loadAccount();
    return account?.author_account ? DASHBOARD_PATH : undefined;
  },

  // Rule 4: pages for becoming a voiceover artist send existing ones to /dashboard. The onboarding
  // steps stay open to an artist who opened the account but has not submitted the profile yet, so a
  // reload resumes the onboarding instead of leaving it.
  async redirect_if_already_a_voiceover_artist(context) {
    const account = await context.loadAccount();
    if (!account?.voiceover_artist_account) return undefined;
    if (
      context.path.startsWith(VOICEOVER_ONBOARD_PATH) &&
      (await context.loadVoiceoverStatus()) === 'incomplete'
    ) {
      return undefined;
    }
    return DASHBOARD_PATH;
  },

  // Rule 5: dashboard pages need the 2-factor step passed in this session (the account read says until
  // when); once it is passed the security check returns the seller to the page they were opening.
  async seller_account_2fa(context) {
    await context.loadAccount();
    if (context.securityCheckPassed()) return undefined;
    return context.path.startsWith(SECURITY_CHECK_PATH)
      ? undefined
      : withRedirect(SECURITY_CHECK_PATH, context.path);
  },

  // Back office (issue 28): only operators see its pages; anyone else gets the Not Found page.
  async is_user_an_operator(context) {
    const account = await context.loadAccount();
    return account?.is_operator ? undefined : NOT_FOUND;
  },

  // Back office (issue 28): the seller's mailed security check, on the back office's own page, on every
  // session (the same mark: the account read says until when).
  async operator_2fa(context) {
    await context.loadAccount();
    if (context.securityCheckPassed()) return undefined;
    return context.path.startsWith(ADMIN_SECURITY_CHECK_PATH)
      ? undefined
      : withRedirect(ADMIN_SECURITY_CHECK_PATH, context.path);
  },

  // The partner programme (issue 43): a partner's pages send anyone else to /partners, to join.
  async is_user_a_partner(context) {
    const account = await context.loadAccount();
    return account?.partner_account ? undefined : PARTNERS_PATH;
  },
};

export function isGuardName(name: string): name is GuardName {
  return Object.prototype.hasOwnProperty.call(guards, name);
}

/**
 * Runs the named guards in order; the first that names another path wins (the rest do not run).
 * Resolves with that guard and its path, or undefined when the page may open.
 */
export async function firstRedirect(
  names: readonly string[],
  context: GuardContext,
  registry: Readonly<Record<string, Guard>> = guards,
): Promise<{ guard: string; target: string } | undefined> {
  for (const name of names) {
    const guard = Object.prototype.hasOwnProperty.call(registry, name) ? registry[name] : undefined;
    if (!guard) throw new UnknownGuardError(name);
    const target = await guard(context);
    if (target !== undefined) return { guard: name, target };
  }
  return undefined;
}

/** The path the first redirecting guard names, or undefined when the page may open. */
export async function runGuards(
  names: readonly string[],
  context: GuardContext,
  registry: Readonly<Record<string, Guard>> = guards,
): Promise<string | undefined> {
  return (await firstRedirect(names, context, registry))?.target;
}

/** Why the guard sent the user elsewhere, if it says so. */
export function guardNotice(guard: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(GUARD_NOTICES, guard)
    ? GUARD_NOTICES[guard as GuardName]
    : undefined;
}

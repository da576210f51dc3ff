import { computed, effect, signal } from '@preact/signals-react';
import type { Account } from '@bookstore/api-client/contract';
import { sessionActive } from './session';

export type { Account };

/** The signed-in user's account, loaded on start and after login; null for visitors. */
export const account = signal<Account | null>(null);

export const isAuthor = computed(() => account.value?.author_account === true);
export const isVoiceoverArtist = computed(() => account.value?.voiceover_artist_account === true);
/** A member of the partner programme (issue 43): the account menu links the partner's pages. */
export const isPartner = computed(() => account.value?.partner_account === true);
/** Authors and voiceover artists hold a selling account (Selling Dashboard, Voiceover Orders). */
export const isSeller = computed(() => isAuthor.value || isVoiceoverArtist.value);

/** The account's delivery addresses, the primary first (as checkout and the account page list them). */
export const deliveryAddresses = computed(() =>
  [...(account.value?.delivery_addresses ?? [])].sort((a, b) => Number(b.is_primary) - Number(a.is_primary)),
);

/**
 * When this session's seller security check (the mailed 2-factor step) ends, as an ISO time; null: not
 * passed. Its mark is an HttpOnly cookie page scripts cannot read (issue 41), so the store learns it from
 * GET /api/user/account (`security_check_until`) and from verify_2fa's answer (`expires_at`).
 */
export const securityCheckUntil = signal<string | null>(null);

/** Whether this session has passed the seller security check and it has not ended yet. */
export function securityCheckPassed(now: number = Date.now()): boolean {
  const until = securityCheckUntil.value;
  return until !== null && Date.parse(until) > now;
}

/**
 * Sets the account. An answer that says where the security check stands (the account read) sets that
 * too; another account (a new sign-in) starts without it.
 */
export function setAccount(next: Account | null): void {
  if (next === null || next.id !== account.peek()?.id) securityCheckUntil.value = null;
  if (next?.security_check_until !== undefined) securityCheckUntil.value = next.security_check_until;
  account.value = next;
}

effect(() => {
  if (!sessionActive.value) {
    account.value = null;
    securityCheckUntil.value = null;
  }
});

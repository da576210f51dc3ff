import { persistedSignal, STORAGE_KEYS } from './storage';

/**
 * The session: active when the stored `user_session` equals `active` (spec §4). Set on register or
 * login, cleared on logout and on any 401. The account and cart modules react to it ending.
 */
export const sessionActive = persistedSignal<boolean>(
  STORAGE_KEYS.session,
  false,
  (stored) => (stored === 'active' ? true : undefined),
  (active) => (active ? 'active' : null),
);

export function startSession(): void {
  sessionActive.value = true;
}

/** Ends the session; the account is forgotten and the cart emptied (account.ts, cart.ts). */
export function destroySession(): void {
  sessionActive.value = false;
}

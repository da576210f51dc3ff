import { api } from '../api';
import { loadAccount } from '../session/session';
import { countryCode, isCountryStored, storeCountryCode } from '../state/country';
import { destroySession, sessionActive } from '../state/session';
import type { GuardContext } from './guards';

export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The guards' view of the running store: its state, the account call and the page's cookies. */
export function browserGuardContext(path: string): GuardContext {
  return {
    path,
    isSessionActive: () => sessionActive.peek(),
    destroySession,
    loadAccount,
    readCookie: (name) => readDocumentCookie(name) || undefined,
    isCountryStored,
    shownCountry: () => countryCode.peek(),
    storeCountryCode,
    loadVoiceoverStatus: async () => (await api.selling.checkVoiceoverAccount({})).data.voiceover_status,
  };
}

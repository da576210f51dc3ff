import { api } from '../api';
import { loadAccount } from '../session/session';
import { countryCode, isCountryStored, storeCountryCode } from '../state/country';
import { destroySession, sessionActive } from '../state/session';
import { securityCheckPassed } from '../state/account';
import type { GuardContext } from './guards';

/** The guards' view of the running store: its state, the account call and the page's cookies. */
export function browserGuardContext(path: string): GuardContext {
  return {
    path,
    isSessionActive: () => sessionActive.peek(),
    destroySession,
    loadAccount,
    securityCheckPassed: () => securityCheckPassed(),
    isCountryStored,
    shownCountry: () => countryCode.peek(),
    storeCountryCode,
    loadVoiceoverStatus: async () => (await api.selling.checkVoiceoverAccount({})).data.voiceover_status,
  };
}

import { useMemo, useState } from 'react';
import { loadSettings, saveSettings, type ReaderSettings } from './settings';

export type ResolvedTheme = 'light' | 'sepia' | 'dark';

/**
 * The reading settings of the signed-in user (the account may load after the first render on a fresh
 * page, so they follow `user`), and the page theme they resolve to.
 */
export function useReaderSettings(user: string, appTheme: ResolvedTheme) {
  const [saved, setSaved] = useState(() => ({ user, settings: loadSettings(user) }));
  const settings = useMemo(() => (saved.user === user ? saved.settings : loadSettings(user)), [saved, user]);
  const theme: ResolvedTheme = settings.theme === 'auto' ? appTheme : settings.theme;

  const update = (patch: Partial<ReaderSettings>) => {
    const next = { ...settings, ...patch };
    saveSettings(user, next);
    setSaved({ user, settings: next });
  };

  return { settings, theme, update };
}

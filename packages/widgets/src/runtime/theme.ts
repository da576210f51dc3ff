import { useSyncExternalStore } from 'react';
import type { ThemeSetting } from './config';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia === 'undefined') return () => undefined;
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersDark = () => typeof matchMedia !== 'undefined' && matchMedia(DARK_QUERY).matches;

/** light or dark for a setting; `auto` follows the visitor's prefers-color-scheme and its changes. */
export function useResolvedTheme(setting: ThemeSetting): 'light' | 'dark' {
  const dark = useSyncExternalStore(subscribe, prefersDark, () => false);
  if (setting === 'auto') return dark ? 'dark' : 'light';
  return setting;
}

import { effect } from '@preact/signals-react';
import type { Theme } from '@bookstore/api-client/render';
import { mirrorInCookie, oneOf, persistedSignal, STORAGE_KEYS } from './storage';
import { THEME_COLORS } from './themeColors';

export type { Theme };
export const THEMES: readonly Theme[] = ['light', 'dark'];
export const DEFAULT_THEME: Theme = 'light';

/** The theme, saved under `theme` and applied to the whole page as `<html data-theme>`. */
export const theme = persistedSignal<Theme>(STORAGE_KEYS.theme, DEFAULT_THEME, oneOf(THEMES));

// The server renders the page in it, so the first paint has the right theme even without script.
mirrorInCookie(theme, STORAGE_KEYS.theme);

export function setTheme(next: Theme): void {
  theme.value = next;
}

export function toggleTheme(): void {
  theme.value = theme.value === 'dark' ? 'light' : 'dark';
}

effect(() => {
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute('data-theme', theme.value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme.value]);
});

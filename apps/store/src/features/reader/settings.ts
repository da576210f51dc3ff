import { readStorage, writeStorage } from '../../state/storage';

export type ReaderTheme = 'auto' | 'light' | 'sepia' | 'dark';
export type ReaderFont = 'publisher' | 'serif' | 'sans';
export type ReaderFlow = 'paginated' | 'scrolled';
export type ReaderMargins = 'narrow' | 'medium' | 'wide';

export interface ReaderSettings {
  /** Text size in percent of the book's own. */
  fontSize: number;
  lineHeight: number;
  font: ReaderFont;
  margins: ReaderMargins;
  theme: ReaderTheme;
  flow: ReaderFlow;
}

export const DEFAULT_SETTINGS: ReaderSettings = {
  fontSize: 100,
  lineHeight: 1.5,
  font: 'publisher',
  margins: 'medium',
  theme: 'auto',
  flow: 'paginated',
};

export const FONT_SIZES = [80, 90, 100, 110, 120, 135, 150, 175, 200] as const;
export const LINE_HEIGHTS = [1.2, 1.5, 1.8, 2.1] as const;

/**
 * Settings are a reading preference of the person on this browser, kept in localStorage under a key
 * per user (`reader_settings:<username>`), like the store's other preferences (theme, country): two
 * people sharing a computer keep their own, and nothing needs a round trip before the first page.
 */
export const settingsKey = (user: string) => `reader_settings:${user}`;

const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function loadSettings(user: string): ReaderSettings {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(readStorage(settingsKey(user)) ?? '{}') as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const d = DEFAULT_SETTINGS;
  return {
    fontSize: pick(stored.fontSize, FONT_SIZES, d.fontSize),
    lineHeight: pick(stored.lineHeight, LINE_HEIGHTS, d.lineHeight),
    font: pick(stored.font, ['publisher', 'serif', 'sans'] as const, d.font),
    margins: pick(stored.margins, ['narrow', 'medium', 'wide'] as const, d.margins),
    theme: pick(stored.theme, ['auto', 'light', 'sepia', 'dark'] as const, d.theme),
    flow: pick(stored.flow, ['paginated', 'scrolled'] as const, d.flow),
  };
}

export function saveSettings(user: string, settings: ReaderSettings): void {
  writeStorage(settingsKey(user), JSON.stringify(settings));
}

/** The colours of each reading theme (the book's page; the chrome follows with CSS). */
export const THEME_COLORS = {
  light: { bg: '#ffffff', fg: '#1c1b19', link: '#1a5fb4' },
  sepia: { bg: '#f4ecd8', fg: '#3b2f20', link: '#7a4b12' },
  dark: { bg: '#16140f', fg: '#e6e1d6', link: '#9ec5ff' },
} as const;

const FONT_STACKS = {
  serif: "'Iowan Old Style', 'Palatino Linotype', Georgia, 'Noto Serif', serif",
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
} as const;

/** The paginator's layout attributes for the margins setting. */
export const MARGINS: Record<ReaderMargins, { gap: string; maxInlineSize: string }> = {
  narrow: { gap: '4%', maxInlineSize: '820px' },
  medium: { gap: '7%', maxInlineSize: '720px' },
  wide: { gap: '11%', maxInlineSize: '620px' },
};

/** The style sheet injected into the book's pages for these settings and the resolved theme. */
export function bookCss(settings: ReaderSettings, theme: 'light' | 'sepia' | 'dark'): string {
  const colors = THEME_COLORS[theme];
  const font = settings.font === 'publisher' ? '' : FONT_STACKS[settings.font];
  return `
    html { color-scheme: ${theme === 'dark' ? 'dark' : 'light'}; font-size: ${settings.fontSize}% !important; }
    html, body { background: ${colors.bg} !important; color: ${colors.fg} !important; }
    body * { color: inherit; }
    a:link, a:visited { color: ${colors.link} !important; }
    p, li, blockquote, dd, div { line-height: ${settings.lineHeight}; }
    ${font ? `body, p, li, blockquote, dd, div, span, h1, h2, h3, h4, h5, h6 { font-family: ${font} !important; }` : ''}
    img, svg, video { max-inline-size: 100%; }
    pre { white-space: pre-wrap !important; }
    ${theme === 'dark' ? 'img { filter: brightness(0.9); }' : ''}
  `;
}

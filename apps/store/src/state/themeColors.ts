import type { Theme } from '@bookstore/api-client/render';

/** The browser UI colour per theme (the kit's --bk-color-bg); index.html's inline script uses the same values. */
export const THEME_COLORS: Record<Theme, string> = { light: '#ffffff', dark: '#16140f' };

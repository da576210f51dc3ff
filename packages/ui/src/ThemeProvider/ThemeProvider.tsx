import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';

export type Theme = 'light' | 'dark';

export const THEMES: readonly Theme[] = ['light', 'dark'];

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  theme: Theme;
  /** Called when a component inside (the ThemeSwitcher) asks for another theme. */
  onThemeChange?: (theme: Theme) => void;
  /**
   * Element that receives `data-theme`. Defaults to `document.documentElement`, so the theme
   * applies to the whole page; pass a widget's own root element to theme only that subtree.
   */
  target?: HTMLElement | null;
  children?: ReactNode;
}

/** Applies a theme (light or dark) by setting `data-theme` and shares it with the components inside. */
export function ThemeProvider({ theme, onThemeChange, target, children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    const element = target === undefined ? document.documentElement : target;
    if (!element) return;
    const previous = element.getAttribute('data-theme');
    element.setAttribute('data-theme', theme);
    return () => {
      if (previous === null) element.removeAttribute('data-theme');
      else element.setAttribute('data-theme', previous);
    };
  }, [theme, target]);

  return (
    <ThemeContext.Provider value={{ theme, setTheme: (next) => onThemeChange?.(next) }}>
      {children}
    </ThemeContext.Provider>
  );
}

/** The current theme and a setter; outside a provider the theme is light and the setter does nothing. */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext) ?? { theme: 'light', setTheme: () => undefined };
}

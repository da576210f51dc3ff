export { ThemeProvider, useTheme, THEMES } from './ThemeProvider';
export type { Theme, ThemeProviderProps } from './ThemeProvider';

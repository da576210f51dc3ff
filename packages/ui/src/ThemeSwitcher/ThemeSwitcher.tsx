import clsx from 'clsx';
import { Button } from '../Button';
import { MoonIcon, SunIcon } from '../icons';
import { IconButton } from '../IconButton';
import { useTheme, type Theme } from '../ThemeProvider';
import classes from './ThemeSwitcher.module.css';

export interface ThemeSwitcherProps {
  /** The current theme; without it the ThemeProvider's theme is used. */
  theme?: Theme;
  /** Called with the other theme; without it the ThemeProvider's setter is used. */
  onThemeChange?: (theme: Theme) => void;
  /** `button` shows the text, `icon` only the icon (the text stays the accessible name). */
  display?: 'button' | 'icon';
  className?: string;
}

/** Offers "Switch to Dark" in the light theme and "Switch to Light" in the dark theme. */
export function ThemeSwitcher({ theme, onThemeChange, display = 'button', className }: ThemeSwitcherProps) {
  const context = useTheme();
  const current = theme ?? context.theme;
  const next: Theme = current === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? 'Switch to Dark' : 'Switch to Light';
  const icon = next === 'dark' ? <MoonIcon size={18} /> : <SunIcon size={18} />;
  const change = () => (onThemeChange ?? context.setTheme)(next);

  if (display === 'icon') {
    return (
      <IconButton
        className={clsx(classes.ThemeSwitcher, className)}
        label={label}
        icon={icon}
        onClick={change}
      />
    );
  }
  return (
    <Button
      className={clsx(classes.ThemeSwitcher, className)}
      variant="ghost"
      size="small"
      leadingIcon={icon}
      onClick={change}
    >
      {label}
    </Button>
  );
}

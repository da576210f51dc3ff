import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, useTheme, type Theme } from './ThemeProvider';

function Toggle() {
  const { theme, setTheme } = useTheme();
  return (
    <button type="button" onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}>
      Theme is {theme}
    </button>
  );
}

function App() {
  const [theme, setTheme] = useState<Theme>('light');
  return (
    <ThemeProvider theme={theme} onThemeChange={setTheme}>
      <Toggle />
    </ThemeProvider>
  );
}

describe('ThemeProvider', () => {
  it('applies the theme to the whole page and switches it on request', async () => {
    render(<App />);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await userEvent.click(screen.getByRole('button', { name: 'Theme is light' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('button')).toHaveTextContent('Theme is dark');
  });

  it('themes only the given target and restores it on unmount', () => {
    const host = document.createElement('div');
    const { unmount } = render(<ThemeProvider theme="dark" target={host} />);
    expect(host).toHaveAttribute('data-theme', 'dark');
    unmount();
    expect(host).not.toHaveAttribute('data-theme');
  });
});

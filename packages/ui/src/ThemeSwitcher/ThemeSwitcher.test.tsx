import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider, type Theme } from '../ThemeProvider';
import { ThemeSwitcher } from './ThemeSwitcher';

function App() {
  const [theme, setTheme] = useState<Theme>('light');
  return (
    <ThemeProvider theme={theme} onThemeChange={setTheme}>
      <ThemeSwitcher />
    </ThemeProvider>
  );
}

describe('ThemeSwitcher', () => {
  it('switches the provider between light and dark', async () => {
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Dark' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Light' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('works from props, also as an icon button', async () => {
    const onThemeChange = vi.fn();
    render(<ThemeSwitcher theme="dark" onThemeChange={onThemeChange} display="icon" />);
    const button = screen.getByRole('button', { name: 'Switch to Light' });
    expect(button).not.toHaveTextContent('Switch to Light');
    await userEvent.click(button);
    expect(onThemeChange).toHaveBeenCalledWith('light');
  });
});

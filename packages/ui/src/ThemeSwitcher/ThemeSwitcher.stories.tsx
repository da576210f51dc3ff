import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ThemeSwitcher } from './ThemeSwitcher';

const meta = {
  title: 'Bookstore/ThemeSwitcher',
  component: ThemeSwitcher,
  args: { display: 'button' },
  argTypes: {
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    onThemeChange: { description: 'Without it the ThemeProvider switches the theme' },
    display: { control: 'inline-radio', options: ['button', 'icon'] },
    className: { control: false },
  },
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the toolbar theme through the ThemeProvider. */
export const Default: Story = {};

export const Playground: Story = {};

export const InLightTheme: Story = {
  args: { theme: 'light', onThemeChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to Dark' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
};

export const InDarkTheme: Story = {
  args: { theme: 'dark', onThemeChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to Light' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
  },
};

export const IconOnly: Story = { args: { display: 'icon' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { countryOptions } from './countries.fixture';
import { CountrySwitcher, type CountrySwitcherProps } from './CountrySwitcher';

/** Keeps the picked country, as the store does. */
function CountryDemo(args: CountrySwitcherProps) {
  const [value, setValue] = useState(args.value);
  return (
    <CountrySwitcher
      {...args}
      value={value}
      onChange={(code) => {
        args.onChange(code);
        setValue(code);
      }}
    />
  );
}

const meta = {
  title: 'Bookstore/CountrySwitcher',
  component: CountrySwitcher,
  render: (args) => <CountryDemo key={args.value} {...args} />,
  // Room for the open list.
  decorators: [(Story) => <div style={{ minHeight: 340 }}>{Story()}</div>],
  args: {
    countries: countryOptions,
    value: 'ng',
    onChange: fn(),
    display: 'compact',
    placement: 'bottom',
    align: 'start',
  },
  argTypes: {
    countries: { control: 'object' },
    value: { control: 'select', options: countryOptions.map((country) => country.country_code) },
    onChange: { description: "The picked country's code" },
    display: { control: 'inline-radio', options: ['compact', 'full'] },
    placement: { control: 'inline-radio', options: ['bottom', 'top'] },
    align: { control: 'inline-radio', options: ['start', 'end'] },
    className: { control: false },
  },
} satisfies Meta<typeof CountrySwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's: flag and code. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Country: Nigeria, NG, prices in NGN' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  },
};

export const Playground: Story = {};

/** The footer's: flag, name and currency, opening upwards. */
export const Full: Story = {
  args: { display: 'full', placement: 'top', value: 'gb' },
  decorators: [(Story) => <div style={{ paddingTop: 300 }}>{Story()}</div>],
};

/** Before the countries load: the code alone. */
export const Loading: Story = {
  args: { countries: [] },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Country: NG' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open on the selected country; arrow keys move, Enter picks and focus returns to the button. */
export const PickWithTheKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /^Country: Nigeria/ });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitemradio', { name: /Nigeria/ })).toHaveFocus());
    await expect(canvas.getByRole('menuitemradio', { name: /Nigeria/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('gh');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Country: Ghana, GH, prices in GHS' })).toHaveFocus();
  },
};

/** The list open (kept open for the screenshot). */
export const Open: Story = {
  args: { value: 'ke' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Country: Kenya/ }));
    // Visible once its opening animation has run.
    await waitFor(() => expect(canvas.getByRole('menu', { name: 'Country and currency' })).toBeVisible());
  },
};

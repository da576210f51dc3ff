import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { countryOptions } from '../CountrySwitcher/countries.fixture';
import { CountrySwitcher } from '../CountrySwitcher';
import { Footer } from './Footer';

const meta = {
  title: 'Bookstore/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { siteName: 'Bookstore', year: 2026 },
  argTypes: {
    columns: { control: 'object' },
    siteName: { control: 'text' },
    tagline: { control: 'text' },
    year: { control: 'number' },
    countrySwitcher: { control: false, description: 'The country switcher, e.g. CountrySwitcher' },
    linkAs: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/private-policy',
    );
  },
};

export const Playground: Story = {};

export const CustomColumns: Story = {
  args: {
    columns: [
      {
        title: 'Help',
        links: [
          { label: 'About', href: '/about' },
          { label: 'Categories', href: '/categories' },
        ],
      },
    ],
    tagline: null,
  },
};

/** With the country switcher (flag, name and currency), opening upwards. */
export const WithCountrySwitcher: Story = {
  args: {
    countrySwitcher: (
      <CountrySwitcher countries={countryOptions} value="gb" onChange={fn()} display="full" placement="top" />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Country: United Kingdom · £ GBP' })).toBeVisible();
  },
};

import type { CountryOption } from './CountrySwitcher';

/** A flag as a data URL: stripes of the colours, across or down (simplified, like the store's). */
function flag(colours: readonly string[], direction: 'across' | 'down'): string {
  const size = direction === 'down' ? 60 / colours.length : 40 / colours.length;
  const stripes = colours
    .map((colour, i) =>
      direction === 'down'
        ? `<rect x="${i * size}" width="${size}" height="40" fill="${colour}"/>`
        : `<rect y="${i * size}" width="60" height="${size}" fill="${colour}"/>`,
    )
    .join('');
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40">${stripes}</svg>`)}`;
}

/** The store's countries for stories and tests. */
export const countryOptions: readonly CountryOption[] = [
  {
    country_code: 'ng',
    country_name: 'Nigeria',
    country_icon: flag(['#008751', '#ffffff', '#008751'], 'down'),
    currency: { code: 'NGN', symbol: '₦' },
  },
  {
    country_code: 'gh',
    country_name: 'Ghana',
    country_icon: flag(['#ce1126', '#fcd116', '#006b3f'], 'across'),
    currency: { code: 'GHS', symbol: '₵' },
  },
  {
    country_code: 'ke',
    country_name: 'Kenya',
    country_icon: flag(['#000000', '#bb0000', '#006600'], 'across'),
    currency: { code: 'KES', symbol: 'KSh' },
  },
  {
    country_code: 'za',
    country_name: 'South Africa',
    country_icon: flag(['#007a4d', '#ffb612', '#de3831'], 'across'),
    currency: { code: 'ZAR', symbol: 'R' },
  },
  {
    country_code: 'gb',
    country_name: 'United Kingdom',
    country_icon: flag(['#012169', '#ffffff', '#c8102e'], 'across'),
    currency: { code: 'GBP', symbol: '£' },
  },
  {
    country_code: 'us',
    country_name: 'United States',
    country_icon: flag(['#b22234', '#ffffff', '#3c3b6e'], 'across'),
    currency: { code: 'USD', symbol: '$' },
  },
];

import { z } from 'zod';
import { CountryCode, CurrencyCode, Id, Url } from './common';
import { endpoint, envelope } from './endpoint';

// Countries the store sells in, their currencies and states, and the public calls that list them.

export const Currency = z.object({ code: CurrencyCode, name: z.string(), symbol: z.string().min(1).max(4) });
export type Currency = z.infer<typeof Currency>;

export const Country = z.object({
  country_code: CountryCode,
  country_name: z.string(),
  /** Flag image URL. */
  country_icon: Url,
  phone_code: z.string(),
  currency: Currency,
});
export type Country = z.infer<typeof Country>;

export const State = z.object({
  id: Id,
  name: z.string(),
  code: z.string(),
  country_code: CountryCode,
});
export type State = z.infer<typeof State>;

export const countryEndpoints = {
  listSupportedCountries: endpoint({
    method: 'GET',
    path: '/api/public/supported_countries',
    response: envelope(z.array(Country)),
    auth: 'public',
    summary: 'Countries the store sells in, with their currency.',
  }),
  listCountryStates: endpoint({
    method: 'GET',
    path: '/api/public/supported_countries/:code/states',
    params: z.object({ code: CountryCode }),
    response: envelope(z.array(State)),
    auth: 'public',
    summary: "A country's states (for delivery addresses).",
  }),
};

import { api } from '../../api';
import { countryCode, countryOfAddress } from '../../state/country';
import { changeCountry } from './changeCountry';

/**
 * `?country=` on a page the browser renders alone (no server render to take the country from, see
 * app/hydrate.tsx): the store switches to it as the country switcher would (saved, the visitor's cart
 * priced again, "Prices now in …" said), once the supported countries say it is sold to; an unknown
 * code is ignored, as the server ignores it.
 */
export async function takeAddressCountry(search: string): Promise<void> {
  const code = countryOfAddress(search);
  if (!code || code === countryCode.peek()) return;
  const { data: countries } = await api.public.listSupportedCountries({});
  if (countries.some((country) => country.country_code === code)) await changeCountry(code, countries);
}

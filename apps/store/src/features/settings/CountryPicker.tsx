import { CountrySwitcher, type CountrySwitcherProps } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { hooks } from '../../api';
import { countryCode } from '../../state/country';
import { changeCountry } from './changeCountry';

export { changeCountry };

export type CountryPickerProps = Pick<CountrySwitcherProps, 'display' | 'placement' | 'align'>;

/**
 * The header's and the footer's country switcher: the supported countries with their flags; picking
 * one re-prices the store without a reload. Loaded after the page (it is not in the first chunk).
 */
export default function CountryPicker(props: CountryPickerProps) {
  useSignals();
  const { data } = hooks.public.useListSupportedCountries({});
  const countries = data?.data ?? [];
  return (
    <CountrySwitcher
      {...props}
      countries={countries}
      value={countryCode.value}
      onChange={(code) => void changeCountry(code, countries)}
    />
  );
}

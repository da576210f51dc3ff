import { CountrySwitcher, type CountrySwitcherProps } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { hooks } from '../../api';
import { countryCode } from '../../state/country';
import { useEffect } from 'react';
import { changeCountry, takeAddressCountry } from './changeCountry';

export { changeCountry };

/** Whether the address the store opened on was checked for `?country=` (once, not per switcher). */
let addressChecked = false;

export type CountryPickerProps = Pick<CountrySwitcherProps, 'display' | 'placement' | 'align'>;

/**
 * The header's and the footer's country switcher: the supported countries with their flags; picking
 * one re-prices the store without a reload. Loaded after the page (it is not in the first chunk).
 */
export default function CountryPicker(props: CountryPickerProps) {
  useSignals();
  const { data } = hooks.public.useListSupportedCountries({});
  const countries = data?.data ?? [];
  // The page's `?country=` (a page the server rendered took it as it started, app/serverPage.ts): here,
  // in the switcher's chunk, which every page loads after its first render, not in the first chunk.
  useEffect(() => {
    if (addressChecked) return;
    addressChecked = true;
    void takeAddressCountry(window.location.search);
  }, []);
  return (
    <CountrySwitcher
      {...props}
      countries={countries}
      value={countryCode.value}
      onChange={(code) => void changeCountry(code, countries)}
    />
  );
}

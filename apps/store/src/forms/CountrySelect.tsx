import { Select, type SelectProps } from '@bookstore/ui';
import { hooks } from '../api';

type FieldProps = Omit<SelectProps, 'options' | 'label'> & { label?: string };

// Both are controlled (use them through react-hook-form's Controller): their options arrive after the
// first render, and a controlled value survives that where a registered DOM value would not.

/** The supported countries (spec: the catalogue and currency depend on the country). */
export function CountrySelect({ label = 'Country', ...props }: FieldProps) {
  const countries = hooks.public.useListSupportedCountries({});
  const options = (countries.data?.data ?? []).map((country) => ({
    value: country.country_code,
    label: country.country_name,
  }));
  return (
    <Select
      {...props}
      label={label}
      options={options}
      placeholder={options.length === 0 ? 'Loading countries' : undefined}
      hint={countries.error ? 'The countries could not be loaded. Reload the page to try again.' : props.hint}
    />
  );
}

/** The states of one country, for a delivery address; waits until a country is chosen. */
export function StateSelect({ country, label = 'State', ...props }: FieldProps & { country: string }) {
  const states = hooks.public.useListCountryStates(country ? { params: { code: country } } : null);
  const options = (states.data?.data ?? []).map((state) => ({ value: String(state.id), label: state.name }));
  return (
    <Select
      {...props}
      label={label}
      options={options}
      placeholder={country ? 'Choose a state' : 'Choose a country first'}
      disabled={props.disabled || !country}
    />
  );
}

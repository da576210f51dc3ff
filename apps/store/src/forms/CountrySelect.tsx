import { Select, type SelectProps } from '@bookstore/ui';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
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

/** The currencies of the supported countries, once each, by code (prices are set in one of them). */
export function useCurrencies() {
  const countries = hooks.public.useListSupportedCountries({});
  const list = countries.data?.data ?? [];
  const currencies = [...new Map(list.map((c) => [c.currency.code, c.currency])).values()].sort((a, b) =>
    a.code.localeCompare(b.code),
  );
  return { currencies, countries: list, error: countries.error as unknown };
}

/** A currency to price in (a book, an offer). */
export function CurrencySelect({ label = 'Currency', ...props }: FieldProps) {
  const { currencies, error } = useCurrencies();
  const value = typeof props.value === 'string' ? props.value : '';
  const options =
    currencies.length > 0
      ? currencies.map((c) => ({ value: c.code, label: `${c.code} (${c.symbol}) ${c.name}` }))
      : // Until the list arrives, the saved currency is still shown.
        [{ value, label: value || 'Loading currencies' }];
  return (
    <Select
      {...props}
      label={label}
      options={options}
      hint={error ? 'The currencies could not be loaded. Reload the page to try again.' : props.hint}
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

/** A form's field wired to a select through react-hook-form: its value, changes and error. */
type ControlledProps<T extends FieldValues, U> = Omit<FieldProps, 'name' | 'value' | 'onChange'> & {
  control: Control<T, unknown, U>;
  name: FieldPath<T>;
};

/** The country field of a form (sign-up, profile, delivery address); `onCountryChange` after a change. */
export function CountryField<T extends FieldValues, U>({
  control,
  name,
  onCountryChange,
  ...props
}: ControlledProps<T, U> & { onCountryChange?: () => void }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CountrySelect
          {...props}
          {...field}
          value={String(field.value ?? '')}
          onChange={(event) => {
            field.onChange(event);
            onCountryChange?.();
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The currency field of a form that sets a price. */
export function CurrencyField<T extends FieldValues, U>({ control, name, ...props }: ControlledProps<T, U>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CurrencySelect
          {...props}
          {...field}
          value={String(field.value ?? '')}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The state field of a delivery address, listing the states of `country`. */
export function StateField<T extends FieldValues, U>({
  control,
  name,
  ...props
}: ControlledProps<T, U> & { country: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <StateSelect
          {...props}
          {...field}
          value={String(field.value ?? '')}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

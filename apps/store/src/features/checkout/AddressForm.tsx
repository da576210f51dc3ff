import { DeliveryAddressBody, type Account, type DeliveryAddress } from '@bookstore/api-client/contract';
import { Button, Checkbox, TextField } from '@bookstore/ui';
import { Controller } from 'react-hook-form';
import { api } from '../../api';
import {
  CountrySelect,
  emptyAsUndefined,
  FormAlert,
  formClasses,
  StateSelect,
  useApiForm,
} from '../../forms';

/** A new delivery address for print books; the server answers all addresses, the primary first. */
export function AddressForm({
  user,
  country,
  onAdded,
  onCancel,
}: {
  user: Account;
  /** The store's selected country, the likeliest delivery country. */
  country: string;
  onAdded: (addresses: DeliveryAddress[], message: string) => void;
  onCancel?: () => void;
}) {
  const form = useApiForm({
    schema: DeliveryAddressBody,
    defaultValues: {
      full_name: [user.first_name, user.last_name].join(' '),
      phone: user.phone ?? '',
      address_line_1: '',
      address_line_2: undefined,
      city: '',
      country_code: country,
      postal_code: undefined,
      is_primary: true,
    },
    submit: (body) => api.account.addDeliveryAddress({ body }),
    onSuccess: ({ data, message }) => onAdded(data, message),
  });
  const selectedCountry = form.watch('country_code');

  return (
    <form
      className={formClasses.Form}
      onSubmit={(event) => void form.onSubmit(event)}
      noValidate
      aria-label="New delivery address"
    >
      <FormAlert message={form.formError} />
      <div className={formClasses.Row}>
        <TextField label="Full name" autoComplete="name" required {...form.field('full_name')} />
        <TextField label="Phone" type="tel" autoComplete="tel" required {...form.field('phone')} />
      </div>
      <TextField
        label="Address line 1"
        autoComplete="address-line1"
        required
        {...form.field('address_line_1')}
      />
      <TextField
        label="Address line 2"
        autoComplete="address-line2"
        {...form.field('address_line_2', { setValueAs: emptyAsUndefined })}
      />
      <div className={formClasses.Row}>
        <Controller
          control={form.control}
          name="country_code"
          render={({ field, fieldState }) => (
            <CountrySelect
              {...field}
              value={field.value}
              onChange={(event) => {
                field.onChange(event);
                // Another country's states: the chosen one no longer applies.
                form.resetField('state_id');
              }}
              required
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="state_id"
          render={({ field, fieldState }) => (
            <StateSelect
              {...field}
              value={String(field.value ?? '')}
              country={selectedCountry}
              required
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className={formClasses.Row}>
        <TextField label="City" autoComplete="address-level2" required {...form.field('city')} />
        <TextField
          label="Postal code"
          autoComplete="postal-code"
          {...form.field('postal_code', { setValueAs: emptyAsUndefined })}
        />
      </div>
      <Checkbox
        label="Use as my primary address"
        hint="Print books go to the primary address, and the delivery fee is worked out for it."
        {...form.field('is_primary')}
      />
      <div className={formClasses.Actions}>
        <Button type="submit" loading={form.submitting}>
          Save address
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

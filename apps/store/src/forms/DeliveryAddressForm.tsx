import { DeliveryAddressBody, type Account, type DeliveryAddress } from '@bookstore/api-client/contract';
import { Button, Checkbox, TextField } from '@bookstore/ui';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { showSuccess } from '../feedback/toast';
import { setAccount } from '../state/account';
import { CountryField, StateField } from './CountrySelect';
import { FormAlert } from './FormAlert';
import formClasses from './forms.module.css';
import { emptyAsUndefined } from './serverErrors';
import { useApiForm } from './useApiForm';

export interface DeliveryAddressFormProps {
  user: Account;
  /** The country the form starts with (the account's, or at checkout the store's selected one). */
  country: string;
  /** Whether "Use as my primary address" starts ticked. */
  primary: boolean;
  /** The server answers all the account's addresses, the primary first, and its message. */
  onAdded: (addresses: DeliveryAddress[], message: string) => void;
  /** Shows a Cancel button when given. */
  onCancel?: (() => void) | undefined;
  /** The account page's wider form; checkout keeps it narrow beside the summary. */
  wide?: boolean;
}

/** A new delivery address for print books (account page and checkout). */
export function DeliveryAddressForm({
  user,
  country,
  primary,
  onAdded,
  onCancel,
  wide = false,
}: DeliveryAddressFormProps) {
  const fullName = [user.first_name, user.last_name].join(' ');
  const phone = user.phone ?? '';
  const form = useApiForm({
    schema: DeliveryAddressBody,
    defaultValues: {
      full_name: fullName,
      phone,
      address_line_1: '',
      address_line_2: undefined,
      city: '',
      country_code: country,
      postal_code: undefined,
      is_primary: primary,
    },
    submit: (body) => api.account.addDeliveryAddress({ body }),
    onSuccess: ({ data, message }) => onAdded(data, message),
  });
  const selectedCountry = form.watch('country_code');
  const { getFieldState, setValue } = form;
  // A profile saved while this form is open (its phone, its name) fills the fields not yet touched.
  useEffect(() => {
    if (!getFieldState('full_name').isDirty) setValue('full_name', fullName);
    if (!getFieldState('phone').isDirty) setValue('phone', phone);
  }, [fullName, phone, getFieldState, setValue]);

  return (
    <form
      className={wide ? `${formClasses.Form} ${formClasses.Wide}` : formClasses.Form}
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
        <CountryField
          control={form.control}
          name="country_code"
          required
          // Another country's states: the chosen one no longer applies.
          onCountryChange={() => form.resetField('state_id')}
        />
        <StateField control={form.control} name="state_id" country={selectedCountry} required />
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
        hint="Print books are delivered to the primary address, and the delivery fee is worked out for it."
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

/**
 * "Add a delivery address" and, once opened, the form (always open when `open`, with no Cancel): the
 * saved address replaces the account's addresses, with the server's message as a toast.
 */
export function AddDeliveryAddress({
  user,
  open = false,
  onAdded,
  ...formProps
}: Omit<DeliveryAddressFormProps, 'onAdded' | 'onCancel'> & {
  open?: boolean;
  /** After the account holds the new addresses (checkout chooses the new primary one). */
  onAdded?: (addresses: DeliveryAddress[]) => void;
}) {
  const [adding, setAdding] = useState(false);
  if (!adding && !open) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          Add a delivery address
        </Button>
      </div>
    );
  }
  return (
    <DeliveryAddressForm
      {...formProps}
      user={user}
      onCancel={open ? undefined : () => setAdding(false)}
      onAdded={(addresses, message) => {
        setAccount({ ...user, delivery_addresses: addresses });
        setAdding(false);
        onAdded?.(addresses);
        void showSuccess(message);
      }}
    />
  );
}

import { DeliveryAddressBody, type Account, type DeliveryAddress } from '@bookstore/api-client/contract';
import { Badge, Button, Checkbox, EmptyState, TextField } from '@bookstore/ui';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { api } from '../../api';
import { showSuccess } from '../../feedback/toast';
import {
  CountrySelect,
  emptyAsUndefined,
  FormAlert,
  formClasses,
  StateSelect,
  useApiForm,
} from '../../forms';
import { setAccount } from '../../state/account';
import classes from './account.module.css';

/** One address as a label would read. */
export function AddressLines({ address }: { address: DeliveryAddress }) {
  return (
    <>
      <span>{address.full_name}</span>
      <span>{address.address_line_1}</span>
      {address.address_line_2 ? <span>{address.address_line_2}</span> : null}
      <span>
        {address.city}, {address.state.name}
        {address.postal_code ? ` ${address.postal_code}` : ''}, {address.country_code.toUpperCase()}
      </span>
      <span>{address.phone}</span>
    </>
  );
}

function AddressForm({
  user,
  onAdded,
  onCancel,
}: {
  user: Account;
  onAdded: (addresses: DeliveryAddress[], message: string) => void;
  onCancel: () => void;
}) {
  const form = useApiForm({
    schema: DeliveryAddressBody,
    defaultValues: {
      full_name: [user.first_name, user.last_name].join(' '),
      phone: user.phone ?? '',
      address_line_1: '',
      address_line_2: undefined,
      city: '',
      country_code: user.country_code,
      postal_code: undefined,
      is_primary: user.delivery_addresses.length === 0,
    },
    submit: (body) => api.account.addDeliveryAddress({ body }),
    onSuccess: ({ data, message }) => onAdded(data, message),
  });
  const country = form.watch('country_code');

  return (
    <form
      className={`${formClasses.Form} ${formClasses.Wide}`}
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
              country={country}
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
        hint="Print books are delivered to the primary address, and the delivery fee is worked out for it."
        {...form.field('is_primary')}
      />
      <div className={formClasses.Actions}>
        <Button type="submit" loading={form.submitting}>
          Save address
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The account's delivery addresses, the primary first, and a form to add one. */
export function DeliveryAddresses({ user }: { user: Account }) {
  const [adding, setAdding] = useState(false);
  const addresses = [...user.delivery_addresses].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  return (
    <>
      {addresses.length === 0 ? (
        <EmptyState
          headingLevel={3}
          size="small"
          title="No delivery address yet"
          description="Add one to have print books delivered; the first address becomes your primary one."
        />
      ) : (
        <ul className={classes.Addresses}>
          {addresses.map((address) => (
            <li key={address.id}>
              <address className={classes.Address} data-primary={address.is_primary || undefined}>
                {address.is_primary ? (
                  <span>
                    <Badge variant="accent">Primary</Badge>
                  </span>
                ) : null}
                <AddressLines address={address} />
              </address>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddressForm
          user={user}
          onCancel={() => setAdding(false)}
          onAdded={(next, message) => {
            setAccount({ ...user, delivery_addresses: next });
            setAdding(false);
            void showSuccess(message);
          }}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add a delivery address
          </Button>
        </div>
      )}
    </>
  );
}

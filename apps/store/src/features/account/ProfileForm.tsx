import type { Account } from '@bookstore/api-client/contract';
import { UpdateAccountBody } from '@bookstore/api-client/contract';
import { Textarea, TextField } from '@bookstore/ui';
import { api } from '../../api';
import { showSuccess } from '../../feedback/toast';
import {
  CountryField,
  emptyAsNull,
  formClasses,
  PersonNameFields,
  useApiForm,
  ApiFormFrame,
} from '../../forms';
import { setAccount } from '../../state/account';

/** Names, username, phone, bio and country of the signed-in account. */
export function ProfileForm({ user }: { user: Account }) {
  const form = useApiForm({
    schema: UpdateAccountBody,
    defaultValues: {
      first_name: user.first_name,
      middle_name: user.middle_name,
      last_name: user.last_name,
      username: user.username,
      phone: user.phone,
      bio: user.bio,
      country_code: user.country_code,
    },
    submit: (body) => api.account.update({ body }),
    onSuccess: ({ data, message }) => {
      setAccount(data);
      void showSuccess(message);
    },
  });

  return (
    <ApiFormFrame form={form} label="Profile" submitLabel="Save profile" wide>
      <PersonNameFields
        first={form.field('first_name')}
        middle={form.field('middle_name', { setValueAs: emptyAsNull })}
        last={form.field('last_name')}
      />
      <div className={formClasses.Row}>
        <TextField label="Username" autoComplete="username" required {...form.field('username')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="With the country code, e.g. +234 803 123 4567."
          {...form.field('phone', { setValueAs: emptyAsNull })}
        />
      </div>
      <Textarea
        label="Bio"
        rows={4}
        hint="Up to 1000 characters."
        {...form.field('bio', { setValueAs: emptyAsNull })}
      />
      <CountryField control={form.control} name="country_code" />
    </ApiFormFrame>
  );
}

import { withRedirect } from '@bookstore/api-client/constants';
import { RegisterBody } from '@bookstore/api-client/contract';
import { Button, Checkbox, PasswordField, TextField } from '@bookstore/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { AppLink } from '../../links/AppLink';
import { showSuccess } from '../../feedback/toast';
import {
  CountryField,
  emptyAsUndefined,
  FormAlert,
  formClasses,
  PersonNameFields,
  useApiForm,
} from '../../forms';
import { signIn } from '../../session/session';
import { countryCode } from '../../state/country';
import { Screen, sharedClasses } from '../shared';
import { useRedirectParam, verifyEmailPath } from './redirect';

/** /signup */
export function SignupScreen() {
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const form = useApiForm({
    schema: RegisterBody,
    defaultValues: {
      first_name: '',
      middle_name: undefined,
      last_name: '',
      username: '',
      email: '',
      password: '',
      password_confirmation: '',
      country_code: countryCode.peek(),
    },
    submit: (body) => api.auth.register({ body }),
    onSuccess: async ({ data, message }) => {
      await signIn(data);
      void showSuccess(message);
      navigate(verifyEmailPath(redirect), { replace: true });
    },
  });

  return (
    <Screen
      title="Join"
      description="Create a bookstore account."
      lead="An account keeps your cart, orders, library and payments in one place, and lets you sell as an author or voiceover artist."
    >
      <form
        className={`${formClasses.Form} ${formClasses.Wide}`}
        onSubmit={(event) => void form.onSubmit(event)}
        noValidate
      >
        <FormAlert message={form.formError} />
        <PersonNameFields
          first={form.field('first_name')}
          middle={form.field('middle_name', { setValueAs: emptyAsUndefined })}
          last={form.field('last_name')}
        />
        <div className={formClasses.Row}>
          <TextField
            label="Username"
            autoComplete="username"
            hint="Letters, numbers, dots and underscores."
            required
            {...form.field('username')}
          />
          <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        </div>
        <div className={formClasses.Row}>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            hint="At least 8 characters."
            required
            {...form.field('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.field('password_confirmation')}
          />
        </div>
        <CountryField
          control={form.control}
          name="country_code"
          hint="Prices and the catalogue follow this country."
        />
        <Checkbox
          label={
            <>
              I accept the <AppLink href="/term-of-use">terms of use</AppLink> and the{' '}
              <AppLink href="/private-policy">privacy policy</AppLink>
            </>
          }
          {...form.field('accept_terms')}
        />
        <div className={formClasses.Actions}>
          <Button type="submit" loading={form.submitting}>
            Create account
          </Button>
          <span className={sharedClasses.Muted}>
            Already have an account? <AppLink href={withRedirect('/login', redirect)}>Login</AppLink>
          </span>
        </div>
      </form>
    </Screen>
  );
}

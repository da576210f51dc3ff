import { safeRedirect, withRedirect } from '@bookstore/api-client/constants';
import { LoginBody } from '@bookstore/api-client/contract';
import { Button, PasswordField, TextField } from '@bookstore/ui';
import { api } from '../../api';
import { AppLink } from '../../links/AppLink';
import { FormAlert, formClasses, useApiForm } from '../../forms';
import { signIn } from '../../session/session';
import { Screen, sharedClasses, useGoOn } from '../shared';
import { useRedirectParam, verifyEmailPath } from './redirect';

/** /login */
export function LoginScreen() {
  const goOn = useGoOn();
  const redirect = useRedirectParam();
  const form = useApiForm({
    schema: LoginBody,
    defaultValues: { email: '', password: '' },
    submit: (body) => api.auth.login({ body }),
    onSuccess: async ({ data }) => {
      await signIn(data);
      // An unverified email would be sent to verify by the guards anyway; going there directly keeps
      // the page the user wanted for after the verification.
      goOn(data.email_is_verified ? safeRedirect(redirect) : verifyEmailPath(redirect), {
        replace: true,
      });
    },
  });

  return (
    <Screen title="Login" description="Sign in to your bookstore account.">
      <form className={formClasses.Form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <FormAlert message={form.formError} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          Login
        </Button>
        <p className={sharedClasses.Muted}>
          <AppLink href={withRedirect('/forgot_password', redirect)}>Forgot your password?</AppLink> · New
          here? <AppLink href={withRedirect('/signup', redirect)}>Join</AppLink>
        </p>
      </form>
    </Screen>
  );
}

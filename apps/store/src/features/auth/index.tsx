import {
  LoginBody,
  PasswordResetBody,
  PasswordUpdateBody,
  RegisterBody,
} from '@bookstore/api-client/contract';
import { Button, Checkbox, CodeInput, PasswordField, TextField } from '@bookstore/ui';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { AppLink } from '../../app/AppLink';
import { showError, showSuccess } from '../../feedback/toast';
import {
  CountrySelect,
  emptyAsUndefined,
  FormAlert,
  formClasses,
  useApiForm,
  useCooldown,
} from '../../forms';
import { signIn } from '../../session/session';
import { countryCode } from '../../state/country';
import { Screen, sharedClasses } from '../shared';

/** Seconds before a reset code can be asked for again. */
export const RESEND_COOLDOWN_SECONDS = 60;
const VERIFY_EMAIL_PATH = '/myaccount/verify_email';

/** Where to go after signing in: the page the guard sent the user from, if it is one of ours. */
export function safeRedirect(target: string | null, fallback = '/'): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}

/** The verify-email page, remembering where to go once the email is verified. */
export function verifyEmailPath(redirect: string | null): string {
  return redirect ? `${VERIFY_EMAIL_PATH}?redirect=${encodeURIComponent(redirect)}` : VERIFY_EMAIL_PATH;
}

/** Login and Join links keep the page the visitor was going to. */
function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

function useRedirectParam(): string | null {
  const [params] = useSearchParams();
  const target = params.get('redirect');
  return target && safeRedirect(target, '') ? target : null;
}

/** /login */
export function LoginScreen() {
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const form = useApiForm({
    schema: LoginBody,
    defaultValues: { email: '', password: '' },
    submit: (body) => api.auth.login({ body }),
    onSuccess: async ({ data }) => {
      await signIn(data);
      // An unverified email would be sent to verify by the guards anyway; going there directly keeps
      // the page the user wanted for after the verification.
      navigate(data.email_is_verified ? safeRedirect(redirect) : verifyEmailPath(redirect), {
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
        <div className={formClasses.Row}>
          <TextField label="First name" autoComplete="given-name" required {...form.field('first_name')} />
          <TextField
            label="Middle name"
            autoComplete="additional-name"
            {...form.field('middle_name', { setValueAs: emptyAsUndefined })}
          />
          <TextField label="Last name" autoComplete="family-name" required {...form.field('last_name')} />
        </div>
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
        <Controller
          control={form.control}
          name="country_code"
          render={({ field, fieldState }) => (
            <CountrySelect
              {...field}
              value={field.value ?? ''}
              hint="Prices and the catalogue follow this country."
              error={fieldState.error?.message}
            />
          )}
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

/** Step 1 of the reset: the email the code goes to. */
function ResetRequestForm({ onSent }: { onSent: (email: string, message: string) => void }) {
  const form = useApiForm({
    schema: PasswordResetBody,
    defaultValues: { email: '' },
    submit: (body) => api.auth.resetPassword({ body }),
    onSuccess: ({ message }, { email }) => onSent(email, message),
  });
  return (
    <form className={formClasses.Form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <FormAlert message={form.formError} />
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <Button type="submit" loading={form.submitting} fullWidth>
        Send reset code
      </Button>
    </form>
  );
}

/** Step 2: the mailed code and the new password; then the user is signed in with it. */
function ResetPasswordForm({
  email,
  notice,
  onChangeEmail,
}: {
  email: string;
  notice: string;
  onChangeEmail: () => void;
}) {
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS, { running: true });
  const [resending, setResending] = useState(false);
  const form = useApiForm({
    schema: PasswordUpdateBody,
    defaultValues: { email, verification_code: '', password: '', password_confirmation: '' },
    submit: (body) => api.auth.updatePassword({ body }),
    onSuccess: async ({ message }, { password }) => {
      try {
        const { data } = await api.auth.login({ body: { email, password } });
        await signIn(data);
        void showSuccess(message);
        navigate(data.email_is_verified ? safeRedirect(redirect, '/myaccount') : verifyEmailPath(redirect), {
          replace: true,
        });
      } catch {
        // The password is changed either way; signing in by hand is the way forward.
        void showSuccess(message);
        navigate(withRedirect('/login', redirect), { replace: true });
      }
    },
  });

  const resend = async () => {
    if (resending || cooldown.remaining > 0) return;
    setResending(true);
    try {
      const { message } = await api.auth.resetPassword({ body: { email } });
      cooldown.start();
      void showSuccess(message);
    } catch (error) {
      void showError(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <form className={formClasses.Form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <p role="status">{notice}</p>
      <FormAlert message={form.formError} />
      <TextField label="Email" type="email" readOnly {...form.field('email')} />
      <Controller
        control={form.control}
        name="verification_code"
        render={({ field, fieldState }) => (
          <CodeInput
            label="Reset code"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            hint="The 6 digits from the email."
          />
        )}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters."
        required
        {...form.field('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...form.field('password_confirmation')}
      />
      <Button type="submit" loading={form.submitting} fullWidth>
        Set new password
      </Button>
      <div className={formClasses.Actions}>
        <Button
          variant="secondary"
          size="small"
          loading={resending}
          disabled={cooldown.remaining > 0}
          onClick={() => void resend()}
        >
          {cooldown.remaining > 0 ? `Send again in ${cooldown.remaining} s` : 'Send the code again'}
        </Button>
        <Button variant="ghost" size="small" onClick={onChangeEmail}>
          Use another email
        </Button>
      </div>
    </form>
  );
}

/** /forgot_password: a code by email, then the code with a new password. */
export function ForgotPasswordScreen() {
  const redirect = useRedirectParam();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  return (
    <Screen
      title="Forgot password"
      description="Reset the password of your bookstore account."
      lead={
        sent
          ? 'Enter the code we emailed you and choose a new password.'
          : 'We email you a code; with it you choose a new password.'
      }
    >
      {sent ? (
        <ResetPasswordForm
          key={sent.email}
          email={sent.email}
          notice={sent.message}
          onChangeEmail={() => setSent(null)}
        />
      ) : (
        <ResetRequestForm onSent={(email, message) => setSent({ email, message })} />
      )}
      <p className={sharedClasses.Muted}>
        Remembered it? <AppLink href={withRedirect('/login', redirect)}>Login</AppLink>
      </p>
    </Screen>
  );
}

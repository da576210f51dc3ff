import { safeRedirect, withRedirect } from '@bookstore/api-client/constants';
import { PasswordResetBody, PasswordUpdateBody } from '@bookstore/api-client/contract';
import { Button, PasswordField, TextField } from '@bookstore/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { AppLink } from '../../links/AppLink';
import { showSuccess } from '../../feedback/toast';
import { CodeField, FormAlert, formClasses, useApiForm, useResendCode } from '../../forms';
import { signIn } from '../../session/session';
import { Screen, sharedClasses, useGoOn } from '../shared';
import { useRedirectParam, verifyEmailPath } from './redirect';

/** Step 1 of the reset: the email the code goes to. */
function ResetRequestForm({ onSent }: { onSent: (email: string, message: string) => void }) {
  const form = useApiForm({
    schema: PasswordResetBody,
    defaultValues: { email: '' },
    submit: (body) => api.auth.requestPasswordReset({ body }),
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
  const goOn = useGoOn();
  const redirect = useRedirectParam();
  const code = useResendCode(() => api.auth.requestPasswordReset({ body: { email } }), {
    running: true,
    onSent: (message) => void showSuccess(message),
  });
  const form = useApiForm({
    schema: PasswordUpdateBody,
    defaultValues: { email, verification_code: '', password: '', password_confirmation: '' },
    submit: (body) => api.auth.updatePassword({ body }),
    onSuccess: async ({ message }, { password }) => {
      try {
        const { data } = await api.auth.login({ body: { email, password } });
        await signIn(data);
        void showSuccess(message);
        goOn(data.email_is_verified ? safeRedirect(redirect, '/myaccount') : verifyEmailPath(redirect), {
          replace: true,
        });
      } catch {
        // The password is changed either way; signing in by hand is the way forward.
        void showSuccess(message);
        navigate(withRedirect('/login', redirect), { replace: true });
      }
    },
  });

  return (
    <form className={formClasses.Form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <p role="status">{notice}</p>
      <FormAlert message={form.formError} />
      <TextField label="Email" type="email" readOnly {...form.field('email')} />
      <CodeField
        control={form.control}
        name="verification_code"
        label="Reset code"
        hint="The 6 digits from the email."
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
          loading={code.resending}
          disabled={code.remaining > 0}
          onClick={() => void code.resend()}
        >
          {code.remaining > 0 ? `Send again in ${code.remaining} s` : 'Send the code again'}
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

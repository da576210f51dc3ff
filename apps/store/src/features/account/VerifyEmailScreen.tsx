import { VerificationCodeBody } from '@bookstore/api-client/contract';
import { Button, CodeInput } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { AppLink } from '../../app/AppLink';
import { showError, showSuccess } from '../../feedback/toast';
import { FormAlert, formClasses, useApiForm, useCooldown } from '../../forms';
import { account, setAccount } from '../../state/account';
import { Screen, sharedClasses } from '../shared';

/** Seconds between two "send a new code" requests. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Where to go once verified: the page the user was going to, if it is one of ours. */
function afterVerification(target: string | null): string {
  return target &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.startsWith('/myaccount/verify_email')
    ? target
    : '/myaccount';
}

/** /myaccount/verify_email: the mailed 6-digit code, a resend with a cooldown, then back. */
export function VerifyEmailScreen() {
  useSignals();
  const user = account.value;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = afterVerification(params.get('redirect'));
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState<string | null>(null);

  const form = useApiForm({
    schema: VerificationCodeBody,
    defaultValues: { verification_code: '' },
    submit: (body) => api.auth.verifyEmail({ body }),
    onSuccess: ({ data, message }) => {
      setAccount(data);
      void showSuccess(message);
      navigate(next, { replace: true });
    },
  });

  const resend = async () => {
    if (resending || cooldown.remaining > 0) return;
    setResending(true);
    try {
      const { message } = await api.auth.resendVerificationCode();
      setResent(message);
      cooldown.start();
    } catch (error) {
      void showError(error);
    } finally {
      setResending(false);
    }
  };

  if (user?.email_is_verified) {
    return (
      <Screen title="Verify your email" description="Confirm your email address with the code we sent.">
        <p>Your email address {user.email} is verified.</p>
        <p>
          <Button href={next} as={AppLink}>
            Continue
          </Button>
        </p>
      </Screen>
    );
  }

  return (
    <Screen
      title="Verify your email"
      description="Confirm your email address with the code we sent."
      lead={
        user
          ? `We sent a 6-digit code to ${user.email}. Enter it to open your account, library and orders.`
          : 'Enter the 6-digit code we emailed you.'
      }
    >
      <form className={formClasses.Form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <FormAlert message={form.formError} />
        <Controller
          control={form.control}
          name="verification_code"
          render={({ field, fieldState }) => (
            <CodeInput
              label="Verification code"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              // A complete code is what the user meant to send; saves them a click.
              onComplete={() => void form.onSubmit()}
              error={fieldState.error?.message}
              disabled={form.submitting}
            />
          )}
        />
        <div className={formClasses.Actions}>
          <Button type="submit" loading={form.submitting}>
            Verify email
          </Button>
          <Button
            variant="secondary"
            loading={resending}
            disabled={cooldown.remaining > 0}
            onClick={() => void resend()}
          >
            {cooldown.remaining > 0 ? `Send a new code in ${cooldown.remaining} s` : 'Send a new code'}
          </Button>
        </div>
        <p role="status" className={sharedClasses.Muted}>
          {resent}
        </p>
      </form>
    </Screen>
  );
}

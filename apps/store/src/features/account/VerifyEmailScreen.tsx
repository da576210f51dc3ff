import { safeRedirect } from '@bookstore/api-client/constants';
import { VerificationCodeBody } from '@bookstore/api-client/contract';
import { Button } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { VERIFY_EMAIL_PATH } from '../../navigation';
import { AppLink } from '../../app/AppLink';
import { showSuccess } from '../../feedback/toast';
import { CodeField, FormAlert, formClasses, useApiForm, useResendCode } from '../../forms';
import { account, setAccount } from '../../state/account';
import { Screen, sharedClasses } from '../shared';
import classes from './account.module.css';

/** Where to go once verified: the page the user was going to, if it is one of ours (and not this one). */
function afterVerification(target: string | null): string {
  const next = safeRedirect(target, '/myaccount');
  return next.startsWith(VERIFY_EMAIL_PATH) ? '/myaccount' : next;
}

/** /myaccount/verify_email: the mailed 6-digit code, a resend with a cooldown, then back. */
export function VerifyEmailScreen() {
  useSignals();
  const user = account.value;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = afterVerification(params.get('redirect'));
  const [resent, setResent] = useState<string | null>(null);
  const code = useResendCode(() => api.auth.resendVerificationCode(), { onSent: setResent });

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

  if (user?.email_is_verified) {
    return (
      <Screen title="Verify your email" description="Confirm your email address with the code we sent.">
        <p>
          Your email address <span className={classes.Email}>{user.email}</span> is verified.
        </p>
        <p>
          <Button href={next} linkAs={AppLink}>
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
        user ? (
          <>
            We sent a 6-digit code to <span className={classes.Email}>{user.email}</span>. Enter it to open
            your account, library and orders.
          </>
        ) : (
          'Enter the 6-digit code we emailed you.'
        )
      }
    >
      <form className={formClasses.Form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
        <FormAlert message={form.formError} />
        <CodeField
          control={form.control}
          name="verification_code"
          label="Verification code"
          // A complete code is what the user meant to send; saves them a click.
          onComplete={() => void form.onSubmit()}
          disabled={form.submitting}
        />
        <div className={formClasses.Actions}>
          <Button type="submit" loading={form.submitting}>
            Verify email
          </Button>
          <Button
            variant="secondary"
            loading={code.resending}
            disabled={code.remaining > 0}
            onClick={() => void code.resend()}
          >
            {code.remaining > 0 ? `Send a new code in ${code.remaining} s` : 'Send a new code'}
          </Button>
        </div>
        <p role="status" className={sharedClasses.Muted}>
          {resent}
        </p>
      </form>
    </Screen>
  );
}

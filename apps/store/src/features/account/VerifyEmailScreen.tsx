import { safeRedirect } from '@bookstore/api-client/constants';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { VERIFY_EMAIL_PATH } from '../../navigation';
import { showSuccess } from '../../feedback/toast';
import { CodeEntryForm, useCodeForm, useResendCode } from '../../forms';
import { account, setAccount } from '../../state/account';
import { Screen, sharedClasses, ContinueButton, useGoOn } from '../shared';
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
  const goOn = useGoOn();
  const [params] = useSearchParams();
  const next = afterVerification(params.get('redirect'));
  const [resent, setResent] = useState<string | null>(null);
  const code = useResendCode(() => api.auth.resendVerificationCode(), { onSent: setResent });

  const form = useCodeForm({
    submit: (body) => api.auth.verifyEmail({ body }),
    onSuccess: ({ data, message }) => {
      setAccount(data);
      void showSuccess(message);
      goOn(next, { replace: true });
    },
  });

  if (user?.email_is_verified) {
    return (
      <Screen title="Verify your email" description="Confirm your email address with the code we sent.">
        <p>
          Your email address <span className={classes.Email}>{user.email}</span> is verified.
        </p>
        <ContinueButton href={next} />
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
      <CodeEntryForm
        form={form}
        code={code}
        submitLabel="Verify email"
        after={
          <p role="status" className={sharedClasses.Muted}>
            {resent}
          </p>
        }
      />
    </Screen>
  );
}

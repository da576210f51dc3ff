import { ApiError } from '@bookstore/api-client';
import { safeRedirect, SELLER_2FA_COOKIE } from '@bookstore/api-client/constants';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { showError, showSuccess } from '../../feedback/toast';
import { CodeEntryForm, useCodeForm, useResendCode } from '../../forms';
import { readDocumentCookie } from '../../guards/context';
import { SECURITY_CHECK_PATH } from '../../guards/guards';
import { account } from '../../state/account';
import { Screen, ContinueButton } from '../shared';
import { isTooManyRequests, tooManyRequestsMessage } from './retry';

/** "a•••r@example.com": enough of the address to recognise it, not enough to read it off a screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const name = email.slice(0, at);
  const hidden = name.length <= 2 ? `${name[0]}•••` : `${name[0]}•••${name[name.length - 1]}`;
  return `${hidden}${email.slice(at)}`;
}

/** Where to go once verified: the dashboard page the seller was opening, or the dashboard. */
function afterCheck(target: string | null): string {
  const next = safeRedirect(target, '/dashboard');
  return next.startsWith(SECURITY_CHECK_PATH) ? '/dashboard' : next;
}

/**
 * /dashboard/security_check: the seller's 2-factor step. A code is mailed on arrival (once), the
 * seller types it (or asks for another after the cooldown), and verify_2fa sets the session_id
 * cookie the dashboard's guard asks for; then back to the page they were opening.
 */
export function SecurityCheckScreen() {
  useSignals();
  const email = account.value?.email;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = afterCheck(params.get('redirect'));
  const [passed] = useState(() => Boolean(readDocumentCookie(SELLER_2FA_COOKIE)));
  const [sent, setSent] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const code = useResendCode(() => api.auth.getVerificationCode(), {
    onSent: (message) => {
      setRefused(null);
      setSent(message);
    },
    onError: (error) => {
      if (isTooManyRequests(error)) setRefused(tooManyRequestsMessage(error));
      else void showError(error);
    },
  });

  // Mail the code once on arrival: the ref survives StrictMode's second effect run, so one mail.
  const requested = useRef(false);
  const { resend } = code;
  useEffect(() => {
    if (passed || requested.current) return;
    requested.current = true;
    void resend();
  }, [passed, resend]);

  const form = useCodeForm({
    submit: async (body) => {
      try {
        return await api.auth.verify2fa({ body });
      } catch (error) {
        // Too many wrong codes: say how long to wait rather than the bare refusal.
        if (isTooManyRequests(error)) {
          throw new ApiError(429, tooManyRequestsMessage(error), {}, error.body, error.retryAfter);
        }
        throw error;
      }
    },
    onSuccess: ({ message }) => {
      if (message) void showSuccess(message);
      void navigate(next, { replace: true });
    },
  });

  if (passed) {
    return (
      <Screen title="Security check" description="Confirm it is you before opening the selling dashboard.">
        <p>You have passed the security check for this session.</p>
        <ContinueButton href={next} />
      </Screen>
    );
  }

  const where = email ? maskEmail(email) : 'your email address';
  return (
    <Screen
      title="Security check"
      description="Confirm it is you before opening the selling dashboard."
      lead="To keep your books and revenue safe, enter the 6-digit code we email you each time you open the selling dashboard."
    >
      <CodeEntryForm
        form={form}
        code={code}
        submitLabel="Verify"
        label="Security check"
        alert={refused}
        before={
          <p role="status">
            {refused
              ? `No new code was sent to ${where}.`
              : sent
                ? `We sent a 6-digit code to ${where}.`
                : `Sending a code to ${where}…`}
          </p>
        }
      />
    </Screen>
  );
}

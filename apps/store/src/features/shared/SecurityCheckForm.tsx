import { ApiError } from '@bookstore/api-client';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api';
import { showError, showSuccess } from '../../feedback/toast';
import { CodeEntryForm, useCodeForm, useResendCode } from '../../forms';
import { account, securityCheckUntil } from '../../state/account';
import { isTooManyRequests, tooManyRequestsMessage } from './retry';

/** "a•••r@example.com": enough of the address to recognise it, not enough to read it off a screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const name = email.slice(0, at);
  const hidden = name.length <= 2 ? `${name[0]}•••` : `${name[0]}•••${name[name.length - 1]}`;
  return `${hidden}${email.slice(at)}`;
}

export interface SecurityCheckFormProps {
  /** Called once verify_2fa has set the (HttpOnly) session_id cookie (after its success toast). */
  onPassed: () => void;
}

/**
 * The seller's 2-factor step: a code is mailed on arrival (once), the seller types it (or asks for
 * another after the cooldown), and verify_2fa sets the session_id cookie every seller call needs.
 * The dashboard's security check screen and the voiceover onboarding both show it.
 */
export function SecurityCheckForm({ onPassed }: SecurityCheckFormProps) {
  useSignals();
  const email = account.value?.email;
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
    if (requested.current) return;
    requested.current = true;
    void resend();
  }, [resend]);

  const form = useCodeForm({
    submit: async (body) => {
      try {
        const passed = await api.auth.verify2fa({ body });
        // The mark is an HttpOnly cookie: the answer says until when the check holds.
        securityCheckUntil.value = passed.data.expires_at;
        return passed;
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
      onPassed();
    },
  });

  const where = email ? maskEmail(email) : 'your email address';
  return (
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
  );
}

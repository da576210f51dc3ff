import { RESEND_COOLDOWN_SECONDS } from '@bookstore/api-client/constants';
import { showError } from '../feedback/toast';
import { useAction } from './useAction';
import { useCooldown } from './useCooldown';

export interface ResendCode {
  /** Asks for a new code, unless one is on its way or the cooldown runs; a failure is a toast. */
  resend: () => Promise<void>;
  /** True while the call runs: the button's `loading`. */
  resending: boolean;
  /** Seconds until a new code may be asked for; 0 when it may. */
  remaining: number;
}

/**
 * "Send the code again" (email verification, password reset): one call at a time, then a wait of
 * RESEND_COOLDOWN_SECONDS. `running`: a code was sent just before the form appeared.
 */
export function useResendCode(
  send: () => Promise<{ message: string }>,
  {
    running = false,
    onSent,
    onError = (error) => void showError(error),
  }: {
    running?: boolean;
    onSent?: (message: string) => void;
    /** A failed call; the store's error toast by default. */
    onError?: (error: unknown) => void;
  } = {},
): ResendCode {
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS, { running });
  const sending = useAction(send, {
    success: false,
    onSuccess: ({ message }) => {
      cooldown.start();
      onSent?.(message);
    },
    onError,
  });
  const resending = sending.running;
  const resend = async () => {
    if (resending || cooldown.remaining > 0) return;
    await sending.run(undefined);
  };
  return { resend, resending, remaining: cooldown.remaining };
}

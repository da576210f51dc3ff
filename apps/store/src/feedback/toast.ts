import { ApiError } from '@bookstore/api-client';
import { signal } from '@preact/signals-react';

/** Spec §9: toasts sit bottom-right; a format change shows 2 s, a cart answer 4 s. */
export const TOAST_POSITION = 'bottom-right' as const;
export const SHORT_TOAST_MS = 2_000;
export const LONG_TOAST_MS = 4_000;
export const GENERIC_ERROR_MESSAGE = 'Oops... Something went wrong';

/**
 * Whether a toast was ever asked for. The toast library (and its <Toaster>) loads on the first toast,
 * not with the page: most visits never show one, and the home page's JS budget is tight.
 */
export const toasterWanted = signal(false);

type ToastKind = 'success' | 'error' | 'info';

/** Shows a toast, loading the toast library on the first one; `reference`: a server error's request id. */
async function show(
  kind: ToastKind,
  message: string,
  duration: number,
  reference?: string | null,
): Promise<void> {
  toasterWanted.value = true;
  const { showToast } = await import('./showToast');
  showToast(kind, message, duration, reference);
}

/**
 * The server's message of a failed call, or the generic one (spec §8). A server error's body is never
 * shown (spec §8: "other server error bodies: not shown"): a 5xx is the generic failure.
 */
export function errorMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status < 500 &&
    error.message &&
    !/^Request failed with status/.test(error.message)
  ) {
    return error.message;
  }
  return GENERIC_ERROR_MESSAGE;
}

export function showSuccess(message: string, duration = LONG_TOAST_MS): Promise<void> {
  return show('success', message, duration);
}

export function showInfo(message: string, duration = SHORT_TOAST_MS): Promise<void> {
  return show('info', message, duration);
}

/** Spec §8's toast for a generic failure (a page read that did not come): "Oops... Something went wrong". */
export function showGenericError(): Promise<void> {
  return show('error', GENERIC_ERROR_MESSAGE, LONG_TOAST_MS);
}

/** An error toast with the server's message, or "Oops... Something went wrong". */
export function showError(error: unknown): Promise<void> {
  const reference = error instanceof ApiError && error.status >= 500 ? error.requestId : null;
  return show('error', errorMessage(error), LONG_TOAST_MS, reference);
}

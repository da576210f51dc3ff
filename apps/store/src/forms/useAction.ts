import { useApiMutation, type MutationOptions } from '@bookstore/api-client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showError, showSuccess } from '../feedback/toast';

export interface UseActionOptions<I, R> extends Pick<MutationOptions<R>, 'revalidate' | 'populate'> {
  /** The success toast: the answer's `message` by default, a text of the screen's own, or none (false). */
  success?: string | false | ((result: R, input: I) => string | undefined);
  /** After a successful call and its toast (close a dialog, update state, move focus). */
  onSuccess?: (result: R, input: I) => unknown;
  /** A failed call; the store's error toast by default. */
  onError?: (error: unknown, input: I) => void;
  /** After the call, whatever its outcome (refresh what the server may have changed either way). */
  onSettled?: () => void;
}

export interface Action<I, R> {
  /**
   * Runs the call, unless one is running; resolves with the answer, or undefined after a failure
   * (already reported through `onError`).
   */
  run: (input: I) => Promise<R | undefined>;
  /** True from the click until the answer is handled: the button's `loading`. */
  running: boolean;
  /** The input of the running call (which row's button is busy); undefined when none runs. */
  input: I | undefined;
}

function messageOf(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null || !('message' in result)) return undefined;
  return typeof result.message === 'string' && result.message ? result.message : undefined;
}

/**
 * A button's write (delete, publish, accept, make default): the api-client's `useApiMutation` with the
 * store's toasts — the answer's message on success, the error toast on failure — and one call at a
 * time. Forms use `useApiForm` instead; both refresh the cache through `useApiCache`'s keys.
 */
export function useAction<I, R>(
  call: (input: I) => Promise<R>,
  options: UseActionOptions<I, R> = {},
): Action<I, R> {
  const { trigger } = useApiMutation(call, { revalidate: options.revalidate, populate: options.populate });
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // A ref, not state: two clicks in one frame both see state from before the first.
  const busy = useRef(false);
  const [state, setState] = useState<{ running: boolean; input: I | undefined }>({
    running: false,
    input: undefined,
  });

  const run = useCallback(
    async (input: I) => {
      if (busy.current) return undefined;
      busy.current = true;
      setState({ running: true, input });
      const { success, onSuccess, onError = (error) => void showError(error), onSettled } = latest.current;
      try {
        let result: R;
        try {
          result = await trigger(input);
        } catch (error) {
          onError(error, input);
          return undefined;
        }
        const text =
          success === undefined
            ? messageOf(result)
            : typeof success === 'function'
              ? success(result, input)
              : success;
        if (text) void showSuccess(text);
        await onSuccess?.(result, input);
        return result;
      } finally {
        busy.current = false;
        setState({ running: false, input: undefined });
        onSettled?.();
      }
    },
    [trigger],
  );

  return { run, ...state };
}

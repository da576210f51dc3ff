import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toasts = vi.hoisted(() => ({ showError: vi.fn(), showSuccess: vi.fn() }));
vi.mock('../feedback/toast', () => toasts);

const { useAction } = await import('./useAction');

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('useAction', () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows the answer's message, then runs onSuccess with the answer and the input", async () => {
    const call = vi.fn(async (id: number) => ({ data: id * 2, message: 'Saved.' }));
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction(call, { onSuccess }));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.run(4);
    });
    expect(answer).toEqual({ data: 8, message: 'Saved.' });
    expect(toasts.showSuccess).toHaveBeenCalledWith('Saved.');
    expect(onSuccess).toHaveBeenCalledWith({ data: 8, message: 'Saved.' }, 4);
    expect(result.current.running).toBe(false);
  });

  it('says a text of its own, or nothing, when told', async () => {
    const call = async () => ({ message: 'Server words' });
    const own = renderHook(() => useAction(call, { success: 'Our words' }));
    await act(() => own.result.current.run(undefined));
    expect(toasts.showSuccess).toHaveBeenLastCalledWith('Our words');
    const none = renderHook(() => useAction(call, { success: false }));
    await act(() => none.result.current.run(undefined));
    expect(toasts.showSuccess).toHaveBeenCalledTimes(1);
  });

  it('shows a failure as the error toast (or hands it to onError) and resolves undefined', async () => {
    const failure = new Error('down');
    const call = () => Promise.reject(failure);
    const toasted = renderHook(() => useAction(call));
    await act(async () => {
      expect(await toasted.result.current.run(undefined)).toBeUndefined();
    });
    expect(toasts.showError).toHaveBeenCalledWith(failure);
    const onError = vi.fn();
    const onSettled = vi.fn();
    const handled = renderHook(() => useAction(call, { onError, onSettled }));
    await act(() => handled.result.current.run(undefined));
    expect(onError).toHaveBeenCalledWith(failure, undefined);
    expect(onSettled).toHaveBeenCalledOnce();
    expect(toasts.showError).toHaveBeenCalledOnce();
  });

  it('runs one call at a time and says which input is running', async () => {
    const answer = deferred<{ message: string }>();
    const call = vi.fn((_id: string) => answer.promise);
    const { result } = renderHook(() => useAction(call));
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.run('a');
    });
    await waitFor(() => expect(result.current.running).toBe(true));
    expect(result.current.input).toBe('a');
    await act(async () => {
      expect(await result.current.run('b')).toBeUndefined();
    });
    expect(call).toHaveBeenCalledOnce();
    await act(async () => {
      answer.resolve({ message: '' });
      await first;
    });
    expect(result.current).toMatchObject({ running: false, input: undefined });
    expect(toasts.showSuccess).not.toHaveBeenCalled();
  });
});

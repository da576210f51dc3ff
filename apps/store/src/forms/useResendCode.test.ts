import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toasts = vi.hoisted(() => ({ showError: vi.fn() }));
vi.mock('../feedback/toast', () => toasts);

const { useResendCode } = await import('./useResendCode');

describe('useResendCode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.clearAllMocks();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends, then waits the shared cooldown (60 s) before it sends again', async () => {
    const send = vi.fn(async () => ({ message: 'A new code is on its way.' }));
    const onSent = vi.fn();
    const { result } = renderHook(() => useResendCode(send, { onSent }));
    expect(result.current.remaining).toBe(0);
    await act(() => result.current.resend());
    expect(send).toHaveBeenCalledOnce();
    expect(onSent).toHaveBeenCalledWith('A new code is on its way.');
    expect(result.current.remaining).toBe(60);
    await act(() => result.current.resend());
    expect(send).toHaveBeenCalledOnce();
    for (let second = 0; second < 60; second += 1) act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(0);
    await act(() => result.current.resend());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('starts waiting at once when a code was just sent, and shows a failure without waiting', async () => {
    const failure = new Error('down');
    const send = vi.fn(() => Promise.reject(failure));
    const running = renderHook(() => useResendCode(send, { running: true }));
    expect(running.result.current.remaining).toBe(60);
    const idle = renderHook(() => useResendCode(send));
    await act(() => idle.result.current.resend());
    expect(toasts.showError).toHaveBeenCalledWith(failure);
    expect(idle.result.current.remaining).toBe(0);
    expect(idle.result.current.resending).toBe(false);
  });
});

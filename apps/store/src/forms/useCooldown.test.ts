import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCooldown } from './useCooldown';

// The countdown ticks once a second (each tick schedules the next after rendering).
function passSeconds(seconds: number) {
  for (let i = 0; i < seconds; i += 1) act(() => vi.advanceTimersByTime(1_000));
}

describe('useCooldown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is ready until started, then counts whole seconds down to 0', () => {
    const { result } = renderHook(() => useCooldown(3));
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(3);
    passSeconds(1);
    expect(result.current.remaining).toBe(2);
    passSeconds(2);
    expect(result.current.remaining).toBe(0);
  });

  it('can run from the start (a code was sent just before the form appeared)', () => {
    const { result } = renderHook(() => useCooldown(60, { running: true }));
    expect(result.current.remaining).toBe(60);
    passSeconds(59);
    expect(result.current.remaining).toBe(1);
  });
});

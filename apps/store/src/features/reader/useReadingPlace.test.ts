import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FoliateView, RelocateDetail } from './engine-types';

const library = vi.hoisted(() => ({ saveProgress: vi.fn() }));
vi.mock('../../api', () => ({ api: { library } }));

const { useReadingPlace } = await import('./useReadingPlace');

const turn = (cfi: string, fraction: number): RelocateDetail => ({ cfi, fraction });
const hide = (state: 'hidden' | 'visible', event: 'visibilitychange' | 'pagehide') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  if (event === 'pagehide') window.dispatchEvent(new Event('pagehide'));
  else document.dispatchEvent(new Event('visibilitychange'));
};

describe('the reading place', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    library.saveProgress.mockReset().mockResolvedValue({ data: null, message: '' });
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('is saved a second after the last turn, once', () => {
    const { result } = renderHook(() => useReadingPlace('B1', null));
    act(() => {
      result.current.record(turn('epubcfi(/6/2)', 0.1));
      result.current.record(turn('epubcfi(/6/4)', 0.25));
    });
    expect(library.saveProgress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(library.saveProgress).toHaveBeenCalledTimes(1);
    expect(library.saveProgress).toHaveBeenCalledWith({
      params: { id: 'B1' },
      body: { location: 'epubcfi(/6/4)', percent: 25 },
    });
  });

  it('is sent with keepalive through the API client when the page goes, and not again', () => {
    const { result } = renderHook(() => useReadingPlace('B1', null));
    act(() => result.current.record(turn('epubcfi(/6/8)', 0.5)));
    hide('visible', 'pagehide');
    expect(library.saveProgress).toHaveBeenCalledWith({
      params: { id: 'B1' },
      body: { location: 'epubcfi(/6/8)', percent: 50 },
      keepalive: true,
    });
    vi.advanceTimersByTime(1000);
    hide('hidden', 'visibilitychange');
    expect(library.saveProgress).toHaveBeenCalledTimes(1);
  });

  it('is sent when the tab is hidden, and not while it stays visible', () => {
    const { result } = renderHook(() => useReadingPlace('B1', null));
    act(() => result.current.record(turn('epubcfi(/6/10)', 0.6)));
    hide('visible', 'visibilitychange');
    expect(library.saveProgress).not.toHaveBeenCalled();
    hide('hidden', 'visibilitychange');
    expect(library.saveProgress).toHaveBeenCalledWith(expect.objectContaining({ keepalive: true }));
  });

  it('opens at the saved place, or at the start of the text when that place is not in this file', async () => {
    const init = vi.fn(async function (
      this: { lastLocation: unknown },
      options: { lastLocation?: string | null },
    ) {
      if (options.lastLocation) throw new Error('not in this edition');
      this.lastLocation = { cfi: 'epubcfi(/6/2)', fraction: 0 };
    });
    const view = { lastLocation: null, init } as unknown as FoliateView;
    const { result } = renderHook(() => useReadingPlace('B1', 'epubcfi(/6/99)'));
    await result.current.restore(view);
    expect(init.mock.calls).toEqual([
      [{ lastLocation: 'epubcfi(/6/99)', showTextStart: true }],
      [{ lastLocation: null, showTextStart: true }],
    ]);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, loadChunk, reloadForFailedChunk } from './chunks';

beforeEach(() => sessionStorage.clear());

describe('reloadForFailedChunk', () => {
  it('reloads at most once per minute', () => {
    const reload = vi.fn();
    expect(reloadForFailedChunk(1_000_000, reload)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadForFailedChunk(1_000_000 + 59_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadForFailedChunk(1_000_000 + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('loadChunk', () => {
  it('hands over the module when the import works', async () => {
    await expect(loadChunk(async () => ({ Screen: 'x' }))).resolves.toEqual({ Screen: 'x' });
  });

  it('rethrows to the error page when the page already reloaded within the minute', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadChunk(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});

describe('the page loaded after a failed chunk', () => {
  it('is the one the navigation was going to', async () => {
    const { setPendingLocationGetter } = await import('../navigation');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, reload: vi.fn() });
    setPendingLocationGetter(() => '/categories?page=2');
    const pending = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(assign).toHaveBeenCalledWith('/categories?page=2');
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    void pending;
    setPendingLocationGetter(null);
    vi.unstubAllGlobals();
  });
});

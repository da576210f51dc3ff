import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { performance as nodePerformance } from 'node:perf_hooks';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// In a vm context (the `unit-isolated` files, vitest.config.ts) `performance` is jsdom's own, which has
// no User Timing: marks and measures are Node's, as in the other files.
if (typeof performance.mark !== 'function') {
  performance.mark = nodePerformance.mark.bind(nodePerformance) as typeof performance.mark;
  performance.measure = nodePerformance.measure.bind(nodePerformance) as typeof performance.measure;
  performance.getEntriesByName = nodePerformance.getEntriesByName.bind(
    nodePerformance,
  ) as typeof performance.getEntriesByName;
}

// findBy/waitFor wait up to 8 s (the default 1 s fails on a loaded CI machine, where this suite shares
// two cores with the API suite and the story tests in a browser).
configure({ asyncUtilTimeout: 8000 });

// Files of the `unit` project share their worker's jsdom (vitest.config.ts): each starts from what a
// fresh one holds (this file runs before every test file): no globals or env stubbed by the file before,
// empty storage and cookies, the page at `/`.
vi.unstubAllGlobals();
vi.unstubAllEnvs();
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.documentElement.removeAttribute('data-theme');
}

import { init, type BookstoreOptions } from './config';
import { setAssetOrigin } from './mount';

/** `window.Bookstore` as the loader leaves it and the widget code completes it. */
export interface BookstoreGlobal {
  /** Page-wide options; widgets already shown update. */
  init(options: BookstoreOptions): void;
  /** Options collected before the widget code arrived (the loader's data-* attributes, early init calls). */
  config?: Record<string, unknown>;
  /** Set once the widget code has taken over `init`. */
  ready?: boolean;
}

type WithBookstore = typeof globalThis & { Bookstore?: Partial<BookstoreGlobal> };

/**
 * Makes `window.Bookstore.init` the real one for the script-tag build, applying whatever the loader
 * queued. `scriptUrl` (the module's own URL) gives the default API origin.
 */
export function installGlobal(scriptUrl: string): void {
  setAssetOrigin(new URL(scriptUrl).origin);
  const scope = globalThis as WithBookstore;
  const existing: Partial<BookstoreGlobal> = scope.Bookstore ?? {};
  if (existing.ready) return;
  if (existing.config) init(existing.config as BookstoreOptions);
  existing.init = (options: BookstoreOptions) => {
    existing.config = { ...existing.config, ...options };
    init(options);
  };
  existing.ready = true;
  scope.Bookstore = existing;
}

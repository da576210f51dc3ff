/**
 * The script-tag loader (dist/loader.js): `<script src=".../loader.js" async data-api-base="...">`.
 * It sets up `window.Bookstore` (options from the tag's data-* attributes and early `init` calls) and
 * loads a widget's code from `cdn/` beside it only when that widget's element appears on the page.
 */

type Options = Record<string, unknown>;
interface LoaderGlobal {
  init(options: Options): void;
  config?: Options;
  ready?: boolean;
  /** Loads the code for every widget element now on the page; resolves when they are defined. */
  load?: () => Promise<unknown>;
}

const WIDGET_FILES: Record<string, string> = {
  'bookstore-search': 'search',
  'bookstore-cart': 'cart',
  'bookstore-book-card': 'book-card',
  'bookstore-player': 'player',
};

const DATA_OPTIONS: Record<string, string> = {
  apiBase: 'apiBase',
  storeUrl: 'storeUrl',
  country: 'country',
  theme: 'theme',
  partner: 'partner',
};

(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const scriptUrl = script?.src || location.href;
  const base = new URL('cdn/', scriptUrl).href;
  const scope = window as unknown as { Bookstore?: Partial<LoaderGlobal> };
  const bookstore: Partial<LoaderGlobal> = (scope.Bookstore ??= {});
  const config: Options = (bookstore.config ??= {});

  // data-api-base, data-store-url, data-country, data-theme, data-partner: configuration without an inline script,
  // which a strict Content-Security-Policy forbids.
  if (script) {
    for (const key of Object.keys(DATA_OPTIONS)) {
      const value = script.dataset[key];
      if (value) config[key] = value;
    }
  }
  bookstore.init ??= (options: Options) => {
    Object.assign(config, options);
  };

  const pending = new Map<string, Promise<unknown>>();
  const load = (tag: string): Promise<unknown> => {
    let promise = pending.get(tag);
    if (!promise) {
      promise = import(/* @vite-ignore */ `${base}${WIDGET_FILES[tag]}.js`)
        .then(() => customElements.whenDefined(tag))
        .catch((error: unknown) => {
          pending.delete(tag);
          console.error(`Bookstore: could not load <${tag}>`, error);
        });
      pending.set(tag, promise);
    }
    return promise;
  };

  const scan = (root: ParentNode): Promise<unknown>[] => {
    const loads: Promise<unknown>[] = [];
    for (const tag of Object.keys(WIDGET_FILES)) {
      if ((root instanceof Element && root.localName === tag) || root.querySelector(tag))
        loads.push(load(tag));
    }
    return loads;
  };

  bookstore.load = () => Promise.all(scan(document));
  void bookstore.load();

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (node instanceof Element) scan(node);
      }
    }
    // Every widget is loaded: nothing left to watch for.
    if (pending.size === Object.keys(WIDGET_FILES).length) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
})();

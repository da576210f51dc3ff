import { createContext, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { BookstoreConfig, FetchLike } from './config';
import { emit, type BookstoreEventMap } from './events';
import { createPublicApi, type PublicApi } from './public-api';
import classes from './Shell.module.css';
import { useResolvedTheme } from './theme';

export interface WidgetContextValue {
  config: BookstoreConfig;
  /** The public reads, against `config.apiBase`. */
  api: PublicApi;
  /** The widget's element in the host page; events are dispatched from it. */
  host: HTMLElement;
  /** Where overlays render (inside the shadow tree). */
  layer: HTMLElement | null;
  emit<K extends keyof BookstoreEventMap>(
    type: K,
    detail: BookstoreEventMap[K]['detail'],
    cancelable?: boolean,
  ): boolean;
}

const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('Bookstore widgets render inside WidgetShell.');
  return value;
}

const clients = new Map<string, PublicApi>();

/** One reader per API base (the default fetch); a custom fetch gets its own reader. */
export function clientFor(apiBase: string, fetchImpl: FetchLike | undefined): PublicApi {
  if (fetchImpl) return createPublicApi(apiBase, fetchImpl);
  let client = clients.get(apiBase);
  if (!client) {
    client = createPublicApi(apiBase);
    clients.set(apiBase, client);
  }
  return client;
}

/** A URL the API sent, absolute against the API base (the reference API sends `/media/...`). */
export function absoluteUrl(url: string | null | undefined, apiBase: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, `${apiBase}/`).toString();
  } catch {
    return null;
  }
}

export interface WidgetShellProps {
  config: BookstoreConfig;
  host: HTMLElement;
  /** Names the widget for styling hooks and tests (`data-widget`). */
  name: string;
  children: ReactNode;
}

/** The root of every widget: theme on its own element, the API client, the overlay layer. */
export function WidgetShell({ config, host, name, children }: WidgetShellProps) {
  const theme = useResolvedTheme(config.theme);
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const api = useMemo(() => clientFor(config.apiBase, config.fetch), [config.apiBase, config.fetch]);
  const value = useMemo<WidgetContextValue>(
    () => ({
      config,
      api,
      host,
      layer,
      emit: (type, detail, cancelable) => emit(host, type, detail, cancelable),
    }),
    [config, api, host, layer],
  );
  useLayoutEffect(() => {
    // Set here rather than in JSX so both React and Preact write the attribute.
    if (layer && 'showPopover' in layer) layer.setAttribute('popover', 'manual');
  }, [layer]);
  return (
    <WidgetContext.Provider value={value}>
      <div className={classes.Root} data-theme={theme} data-widget={name}>
        {children}
        <div ref={setLayer} className={classes.Layer} data-overlay-layer="" />
      </div>
    </WidgetContext.Provider>
  );
}

/**
 * The overlay container for an overlay that is `open`; while open it is shown as a popover, so it is
 * above everything on the host page whatever z-index the page uses.
 */
export function useOverlayLayer(open: boolean): HTMLElement | null {
  const { layer } = useWidget();
  useLayoutEffect(() => {
    if (!layer || !('showPopover' in layer) || !layer.hasAttribute('popover')) return;
    const shown = layer.matches(':popover-open');
    if (open && !shown) layer.showPopover();
    if (!open && shown) layer.hidePopover();
  }, [layer, open]);
  return layer;
}

import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { getPageOptions, resolveConfig, subscribePageOptions, type BookstoreOptions } from './config';
import { WidgetShell } from './context';
import { adoptStyles } from './styles';

/** Props every widget component takes; `uid` is the book for the book card and the player. */
export interface WidgetProps {
  uid?: string | undefined;
}

export interface MountedWidget {
  /** Re-renders with new props and options (merged over the page-wide ones). */
  update(props: WidgetProps, options?: BookstoreOptions): void;
  /** Unmounts the widget; the element and its shadow root stay. */
  unmount(): void;
}

let assetOrigin: string | undefined;

/** Where the widget scripts were served from: the API base when nothing else is configured. */
export function setAssetOrigin(origin: string | undefined): void {
  assetOrigin = origin;
}

/** The default API origin: where the widget scripts came from, else the page's origin. */
export function fallbackOrigin(): string {
  return assetOrigin ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin);
}

/** The element's open shadow root, created on first use, with the widget stylesheet adopted. */
export function prepareShadowRoot(host: HTMLElement): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  adoptStyles(root);
  return root;
}

/** Renders a widget component into `host`'s shadow root and keeps it in step with `Bookstore.init`. */
export function mountWidget(
  host: HTMLElement,
  name: string,
  Widget: ComponentType<WidgetProps>,
  props: WidgetProps,
  options: BookstoreOptions = {},
): MountedWidget {
  const root = createRoot(prepareShadowRoot(host));
  let current = { props, options };
  const render = () => {
    const config = resolveConfig([getPageOptions(), current.options], fallbackOrigin());
    root.render(
      <WidgetShell config={config} host={host} name={name}>
        <Widget {...current.props} />
      </WidgetShell>,
    );
  };
  const unsubscribe = subscribePageOptions(render);
  render();
  return {
    update(nextProps, nextOptions = current.options) {
      current = { props: nextProps, options: nextOptions };
      render();
    },
    unmount() {
      unsubscribe();
      root.unmount();
    },
  };
}

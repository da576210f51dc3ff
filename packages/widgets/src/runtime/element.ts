import type { ComponentType } from 'react';
import { CONFIG_ATTRIBUTES, readAttributes } from './config';
import { mountWidget, type MountedWidget, type WidgetProps } from './mount';

/** The custom element names, one per widget. */
export const WIDGET_TAGS = {
  search: 'bookstore-search',
  cart: 'bookstore-cart',
  'book-card': 'bookstore-book-card',
  player: 'bookstore-player',
} as const;

export type WidgetName = keyof typeof WIDGET_TAGS;

const OBSERVED = [...Object.keys(CONFIG_ATTRIBUTES), 'uid'];

/**
 * Defines `<tag>` as a widget element: it renders `Widget` into its open shadow root while connected
 * and re-renders when an attribute changes. The class is created here, not at module level, because
 * `HTMLElement` does not exist on a server.
 */
export function defineWidgetElement(tag: string, Widget: ComponentType<WidgetProps>): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const name = tag.replace(/^bookstore-/, '');

  class BookstoreWidgetElement extends HTMLElement {
    static get observedAttributes(): string[] {
      return OBSERVED;
    }

    private mounted: MountedWidget | undefined;

    connectedCallback(): void {
      this.render();
    }

    attributeChangedCallback(): void {
      if (this.isConnected) this.render();
    }

    disconnectedCallback(): void {
      // A move within the page disconnects and reconnects at once: keep the widget for that case.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.mounted?.unmount();
        this.mounted = undefined;
      });
    }

    private render(): void {
      const options = readAttributes(this, location.href);
      const props: WidgetProps = { uid: this.getAttribute('uid')?.trim() || undefined };
      if (this.mounted) this.mounted.update(props, options);
      else this.mounted = mountWidget(this, name, Widget, props, options);
    }
  }

  customElements.define(tag, BookstoreWidgetElement);
}

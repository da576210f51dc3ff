import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface PortalProps {
  children: ReactNode;
  /**
   * Where to render. Defaults to `document.body`; a widget passes an element inside its shadow
   * root so the overlay keeps the widget's styles and theme.
   */
  container?: Element | DocumentFragment | null | undefined;
}

/** Renders children elsewhere in the DOM (overlays escape clipping and stacking contexts). */
export function Portal({ children, container }: PortalProps) {
  const target = container ?? (typeof document === 'undefined' ? null : document.body);
  return target ? createPortal(children, target) : null;
}

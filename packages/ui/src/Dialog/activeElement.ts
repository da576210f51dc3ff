// Its own module: the header's menus need it without the modal machinery of useModal.ts.

/** The focused element, looking through open shadow roots (widgets render inside one). */
export function getActiveElement(root: Document | ShadowRoot = document): Element | null {
  const active = root.activeElement;
  if (active?.shadowRoot) return getActiveElement(active.shadowRoot) ?? active;
  return active;
}

import { WIDGET_CSS } from './css';

/**
 * Styles reach a widget only through its shadow root's `adoptedStyleSheets`: nothing is added to the
 * host page's head, and constructable stylesheets are allowed under a CSP without 'unsafe-inline'.
 */

const sheets = new WeakMap<Document, CSSStyleSheet>();

/** The compiled CSS, or, when running from sources under Vite, the kit's styles Vite added to the page. */
export function widgetCss(doc: Document): string {
  if (WIDGET_CSS !== null) return WIDGET_CSS;
  const parts: string[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) parts.push(rule.cssText);
    } catch {
      // A cross-origin sheet: its rules are not readable and not ours.
    }
  }
  return parts.join('\n');
}

function supportsAdoption(root: ShadowRoot): boolean {
  const view = root.ownerDocument.defaultView;
  return !!view && 'replaceSync' in view.CSSStyleSheet.prototype && 'adoptedStyleSheets' in root;
}

/** Adopts the widget stylesheet into a shadow root (one sheet object shared per document). */
export function adoptStyles(root: ShadowRoot): void {
  const doc = root.ownerDocument;
  if (!supportsAdoption(root)) {
    // Browsers before constructable stylesheets: a style element inside the shadow tree, never the head.
    if (!root.querySelector('style[data-bookstore]')) {
      const style = doc.createElement('style');
      style.setAttribute('data-bookstore', '');
      style.textContent = widgetCss(doc);
      root.prepend(style);
    }
    return;
  }
  let sheet = sheets.get(doc);
  if (!sheet || WIDGET_CSS === null) {
    // From sources, Vite adds a module's CSS when it is first imported (Storybook loads stories
    // lazily), so the mirror is refreshed for every widget mounted.
    const View = doc.defaultView?.CSSStyleSheet ?? CSSStyleSheet;
    sheet ??= new View();
    sheet.replaceSync(widgetCss(doc));
    sheets.set(doc, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

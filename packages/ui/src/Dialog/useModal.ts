import { useEffect, useRef, type RefObject } from 'react';
import { getActiveElement } from './activeElement';

export { getActiveElement };

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements inside `root` that Tab can reach, in document order. */
export function getTabbable(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'),
  );
}

/** Open modals, innermost last. */
const openModals: { panel: HTMLElement | null }[] = [];

export interface UseModalOptions {
  open: boolean;
  onClose: () => void;
  /** Element to focus on open; otherwise the first tabbable element, or the panel itself. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
}

/**
 * Focus management shared by Dialog and Drawer: moves focus in on open, keeps Tab inside,
 * closes on Escape, locks page scroll and returns focus to the opener on close.
 */
export function useModal({ open, onClose, initialFocusRef }: UseModalOptions) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const opener = getActiveElement();
    const target = initialFocusRef?.current ?? (panel ? getTabbable(panel)[0] : undefined) ?? panel;
    target?.focus();

    const entry = { panel };
    openModals.push(entry);

    const onKeyDown = (event: KeyboardEvent) => {
      // One modal reacts: the one holding focus, else the last opened. Escape in a dialog opened
      // from a drawer closes just the dialog.
      if (!panel) return;
      const focused = getActiveElement();
      const holder = openModals.find((m) => focused instanceof Node && m.panel?.contains(focused));
      if ((holder ?? openModals[openModals.length - 1]) !== entry) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = getTabbable(panel);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      const active = getActiveElement();
      const inside = active instanceof Node && panel.contains(active);
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (!inside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // On the document, after React has dispatched: a menu or tooltip inside the modal that handles
    // Escape stops it there, and only then does the modal close.
    document.addEventListener('keydown', onKeyDown);

    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openModals.splice(openModals.indexOf(entry), 1);
      body.style.overflow = previousOverflow;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  return { panelRef };
}

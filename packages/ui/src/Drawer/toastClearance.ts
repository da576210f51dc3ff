import { useEffect, type RefObject } from 'react';

/**
 * The room toasts keep clear of at the screen's right and bottom edges while a drawer is open, as CSS
 * custom properties on the page's root; the Toaster's container adds them to its insets (toasts sit
 * bottom-right, where a right-hand drawer keeps its footer: the cart's Checkout button).
 */
export const TOAST_CLEAR_RIGHT = '--bk-toast-clear-right';
export const TOAST_CLEAR_BOTTOM = '--bk-toast-clear-bottom';

/** The least width beside a drawer that a toast fits in (a short message and the screen's margins). */
export const TOAST_ROOM = 320;

/**
 * Where toasts go while a drawer is open: beside a right-hand panel when the screen leaves a toast's
 * room next to it (a left-hand one is not in their way), else above the panel's footer (a phone, where
 * the panel fills the screen), in CSS pixels.
 */
export function toastClearance(
  viewportWidth: number,
  panelWidth: number,
  footerHeight: number,
  placement: 'left' | 'right',
): { right: number; bottom: number } {
  if (viewportWidth - panelWidth >= TOAST_ROOM) {
    return { right: placement === 'right' ? Math.ceil(panelWidth) : 0, bottom: 0 };
  }
  return { right: 0, bottom: Math.ceil(footerHeight) };
}

/**
 * While `open`, keeps the page's toast clearance true to the drawer's panel (the parent of `bodyRef`)
 * and footer, as the screen or the panel change size. A drawer inside a shadow root (a widget) has no
 * page toasts to move and leaves the page alone.
 */
export function useToastClearance(
  open: boolean,
  bodyRef: RefObject<HTMLElement | null>,
  footerRef: RefObject<HTMLElement | null>,
  placement: 'left' | 'right',
): void {
  useEffect(() => {
    const panel = bodyRef.current?.parentElement;
    if (!open || !panel || panel.getRootNode() !== panel.ownerDocument) return;
    const root = panel.ownerDocument.documentElement;
    const view = panel.ownerDocument.defaultView;
    const update = () => {
      const { right, bottom } = toastClearance(
        root.clientWidth,
        panel.getBoundingClientRect().width,
        footerRef.current?.getBoundingClientRect().height ?? 0,
        placement,
      );
      root.style.setProperty(TOAST_CLEAR_RIGHT, `${right}px`);
      root.style.setProperty(TOAST_CLEAR_BOTTOM, `${bottom}px`);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(panel);
    if (footerRef.current) observer?.observe(footerRef.current);
    view?.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      view?.removeEventListener('resize', update);
      root.style.removeProperty(TOAST_CLEAR_RIGHT);
      root.style.removeProperty(TOAST_CLEAR_BOTTOM);
    };
  }, [open, bodyRef, footerRef, placement]);
}

import { useEffect, useRef, useState } from 'react';

/**
 * A trigger's popup (a menu, a category panel): open state, controlled when `open` is given, closed
 * by a pointer down outside the root; `close(true)` hands the focus back to the trigger.
 */
export function usePopupState({
  open: openProp,
  onOpenChange,
}: {
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    setOpenRef.current = setOpen;
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      // composedPath sees through shadow roots, where widgets render these popups.
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpenRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (focusTrigger: boolean) => {
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  };

  return { open, setOpen, close, rootRef, triggerRef };
}

import { clsx } from 'clsx';
import { useId, type ReactNode, type RefObject } from 'react';
import { Portal } from '../Dialog/Portal';
import { useModal } from '../Dialog/useModal';
import { CloseIcon } from '../icons';
import { IconButton } from '../IconButton';
import classes from './Drawer.module.css';

export interface DrawerProps {
  open: boolean;
  /** Called on Escape, a backdrop click or the close button. */
  onClose: () => void;
  /** Heading shown at the top; the drawer's accessible name (e.g. "Cart"). */
  title: ReactNode;
  children?: ReactNode;
  /** Sticky bottom area (e.g. the cart total and Checkout button). */
  footer?: ReactNode;
  /** Side the panel slides in from. */
  placement?: 'right' | 'left';
  size?: 'small' | 'medium' | 'large';
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  /** Portal target; defaults to document.body (widgets pass an element inside their shadow root). */
  container?: Element | DocumentFragment | null;
  className?: string;
}

/** A modal side panel: focus trapped inside, Escape and backdrop close, focus returns to the opener. */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  placement = 'right',
  size = 'medium',
  initialFocusRef,
  closeLabel = 'Close',
  container,
  className,
}: DrawerProps) {
  const titleId = useId();
  const { panelRef } = useModal({ open, onClose, initialFocusRef });
  if (!open) return null;
  return (
    <Portal container={container}>
      <div className={clsx(classes.Root, className)} data-placement={placement} data-size={size}>
        <div className={classes.Backdrop} role="presentation" aria-hidden="true" onClick={onClose} />
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={classes.Panel}
        >
          <div className={classes.Header}>
            <h2 id={titleId} className={classes.Title}>
              {title}
            </h2>
            <IconButton label={closeLabel} icon={<CloseIcon />} size="small" onClick={onClose} />
          </div>
          <div className={classes.Body}>{children}</div>
          {footer ? <div className={classes.Footer}>{footer}</div> : null}
        </div>
      </div>
    </Portal>
  );
}

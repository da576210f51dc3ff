import { clsx } from 'clsx';
import { useId, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from '../icons';
import { IconButton } from '../IconButton';
import { Portal } from './Portal';
import { useModal } from './useModal';
import classes from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, a backdrop click or the close button. */
  onClose: () => void;
  /** Heading of the dialog and its accessible name. */
  title: ReactNode;
  /** Short text under the title, used as the accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions shown at the bottom (buttons). */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Element focused on open; by default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible label of the close button. */
  closeLabel?: string;
  /** Backdrop clicks close the dialog unless this is false (e.g. while a form is submitting). */
  closeOnBackdrop?: boolean;
  /** Portal target; defaults to document.body (widgets pass an element inside their shadow root). */
  container?: Element | DocumentFragment | null;
  className?: string;
}

/** A modal dialog: focus moves in and is trapped, Escape closes, focus returns to the opener. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'medium',
  initialFocusRef,
  closeLabel = 'Close',
  closeOnBackdrop = true,
  container,
  className,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { panelRef } = useModal({ open, onClose, initialFocusRef });
  if (!open) return null;
  return (
    <Portal container={container}>
      <div className={clsx(classes.Root, className)} data-size={size}>
        <div
          className={classes.Backdrop}
          role="presentation"
          aria-hidden="true"
          onClick={closeOnBackdrop ? onClose : undefined}
        />
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          className={classes.Panel}
        >
          <div className={classes.Header}>
            <h2 id={titleId} className={classes.Title}>
              {title}
            </h2>
            <IconButton label={closeLabel} icon={<CloseIcon />} size="small" onClick={onClose} />
          </div>
          {description ? (
            <p id={descriptionId} className={classes.Description}>
              {description}
            </p>
          ) : null}
          {children ? <div className={classes.Body}>{children}</div> : null}
          {footer ? <div className={classes.Footer}>{footer}</div> : null}
        </div>
      </div>
    </Portal>
  );
}

import { clsx } from 'clsx';
import type { ReactNode, RefObject } from 'react';
import classes from './Dialog.module.css';
import { ModalFrame } from './ModalFrame';

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
export function Dialog({ children, footer, size = 'medium', className, ...frame }: DialogProps) {
  return (
    <ModalFrame
      {...frame}
      classes={classes}
      rootProps={{ className: clsx(classes.Root, className), 'data-size': size }}
    >
      {children ? <div className={classes.Body}>{children}</div> : null}
      {footer ? <div className={classes.Footer}>{footer}</div> : null}
    </ModalFrame>
  );
}

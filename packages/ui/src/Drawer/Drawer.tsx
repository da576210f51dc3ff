import { clsx } from 'clsx';
import { useRef, type ReactNode, type RefObject } from 'react';
import { ModalFrame } from '../Dialog/ModalFrame';
import classes from './Drawer.module.css';
import { useToastClearance } from './toastClearance';

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

/**
 * A modal side panel: focus trapped inside, Escape and backdrop close, focus returns to the opener.
 * While it is open, the page's toasts keep clear of it (beside it, or above its footer on a phone).
 */
export function Drawer({
  children,
  footer,
  placement = 'right',
  size = 'medium',
  className,
  ...frame
}: DrawerProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  useToastClearance(frame.open, bodyRef, footerRef, placement);
  return (
    <ModalFrame
      {...frame}
      classes={classes}
      rootProps={{
        className: clsx(classes.Root, className),
        'data-placement': placement,
        'data-size': size,
      }}
    >
      <div ref={bodyRef} className={classes.Body}>
        {children}
      </div>
      {footer ? (
        <div ref={footerRef} className={classes.Footer}>
          {footer}
        </div>
      ) : null}
    </ModalFrame>
  );
}

import { useId, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from '../icons';
import { IconButton } from '../IconButton';
import { Portal } from './Portal';
import { useModal } from './useModal';

/** The class names a modal's CSS module gives the frame's parts. */
export interface ModalFrameClasses {
  Backdrop?: string | undefined;
  Panel?: string | undefined;
  Header?: string | undefined;
  Title?: string | undefined;
  Description?: string | undefined;
}

export interface ModalFrameProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Text under the title, the panel's accessible description. */
  description?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  closeLabel?: string | undefined;
  closeOnBackdrop?: boolean | undefined;
  container?: Element | DocumentFragment | null | undefined;
  classes: ModalFrameClasses;
  /** Attributes of the outer element (class name, data attributes for the CSS). */
  rootProps: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string | undefined>;
  /** What follows the header: body and footer. */
  children?: ReactNode;
}

/**
 * What Dialog and Drawer share: a portal, a backdrop, a modal panel named by its heading (focus moved
 * in and trapped, Escape and the backdrop close, focus returned to the opener) and a close button.
 */
export function ModalFrame({
  open,
  onClose,
  title,
  description,
  initialFocusRef,
  closeLabel = 'Close',
  closeOnBackdrop = true,
  container,
  classes,
  rootProps,
  children,
}: ModalFrameProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { panelRef } = useModal({ open, onClose, initialFocusRef });
  if (!open) return null;
  return (
    <Portal container={container}>
      <div {...rootProps}>
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
          {children}
        </div>
      </div>
    </Portal>
  );
}

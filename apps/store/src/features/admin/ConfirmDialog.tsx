import { Button, Dialog } from '@bookstore/ui';
import { useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The action's `running`: the confirm button spins, nothing else can be pressed. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  danger?: boolean;
  children?: ReactNode;
}

/** Asks before an action without a reason (a refund, a release): Cancel has focus, so Enter is safe. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy,
  onConfirm,
  onClose,
  danger = false,
  children,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      closeOnBackdrop={!busy}
      size="small"
      title={title}
      description={description}
      initialFocusRef={cancel}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

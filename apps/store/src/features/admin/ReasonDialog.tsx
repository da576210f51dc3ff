import { ReasonBody } from '@bookstore/api-client/contract';
import { useApiCache } from '@bookstore/api-client/react';
import { Button, Dialog, Textarea } from '@bookstore/ui';
import { useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { showSuccess } from '../../feedback/toast';
import { FormAlert, formClasses, useApiForm } from '../../forms';

/** The contract's bodies of the calls that need a reason (reject, take down, suspend…). */
type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

export interface ReasonDialogProps<R> {
  /** The dialog is open while true. */
  open: boolean;
  title: string;
  description: ReactNode;
  /** The submit button's label ("Reject the book"). */
  confirmLabel: string;
  /** What the reason box asks ("Why is it rejected?"). */
  reasonLabel: string;
  /** Who reads the reason, and what helps them ("The author sees this…"). */
  hint: string;
  schema: ReasonSchema;
  submit: (body: { reason: string }) => Promise<R>;
  /** After the call succeeded and its message was shown: refresh, close, move focus. */
  onDone: (result: R) => void | Promise<void>;
  onClose: () => void;
  /** A destructive action (the danger button); a release or restore is not. */
  danger?: boolean;
  /** Reads the action changes, refreshed after it (`apiKeys`, any query). */
  revalidate?: string[];
}

function messageOf(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null || !('message' in result)) return undefined;
  return typeof result.message === 'string' && result.message ? result.message : undefined;
}

/**
 * An action that needs a written reason, in a dialog: the reason box has focus on open, is required
 * (the contract's schema), keeps what was typed on a failure, and the dialog closes on success.
 */
export function ReasonDialog<R>({
  open,
  title,
  description,
  confirmLabel,
  reasonLabel,
  hint,
  schema,
  submit,
  onDone,
  onClose,
  danger = true,
  revalidate = [],
}: ReasonDialogProps<R>) {
  const cache = useApiCache();
  const reasonBox = useRef<HTMLTextAreaElement | null>(null);
  const form = useApiForm({
    schema,
    defaultValues: { reason: '' },
    submit,
    onSuccess: async (result) => {
      const message = messageOf(result);
      if (message) void showSuccess(message);
      form.reset({ reason: '' });
      void cache.refresh(...revalidate);
      await onDone(result);
    },
  });
  const busy = form.submitting;
  const reason = form.field('reason');

  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      closeOnBackdrop={!busy}
      title={title}
      description={description}
      initialFocusRef={reasonBox}
    >
      <form className={formClasses.Form} onSubmit={form.onSubmit} noValidate aria-label={title}>
        <FormAlert message={form.formError} />
        <Textarea
          label={reasonLabel}
          hint={hint}
          rows={4}
          maxLength={1000}
          showCount
          required
          {...reason}
          ref={(element) => {
            reason.ref(element);
            reasonBox.current = element;
          }}
        />
        <div className={formClasses.Actions}>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A review's rejection (a book, a voiceover profile): the reason for its owner, then back to the queue. */
export function RejectDialog<R>({
  queue,
  onClose,
  ...props
}: Omit<ReasonDialogProps<R>, 'reasonLabel' | 'schema' | 'onDone'> & { queue: string }) {
  const navigate = useNavigate();
  return (
    <ReasonDialog
      {...props}
      reasonLabel="Why is it rejected?"
      schema={ReasonBody}
      onClose={onClose}
      onDone={async () => {
        onClose();
        await navigate(queue);
      }}
    />
  );
}

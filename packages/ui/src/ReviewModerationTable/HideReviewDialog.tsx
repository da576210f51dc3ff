import { HIDE_REASON_MAX } from '@bookstore/api-client/review-rules';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { FormAlert } from '../FormField';
import { Textarea } from '../Textarea';
import classes from './ReviewModerationTable.module.css';

/** The longest reason an operator may give for hiding a review. */
export { HIDE_REASON_MAX };

export interface HideReviewDialogProps {
  /** Whose review is hidden; the dialog is open while set. */
  reviewerName: string | null;
  onClose: () => void;
  /** Hides the review; the dialog closes when it resolves and stays open with the error when it rejects. */
  onHide: (reason: string) => Promise<unknown> | void;
}

/** Asks the operator why a review is hidden (the reader is told), then hides it. */
export function HideReviewDialog({ reviewerName, onClose, onHide }: HideReviewDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  const close = () => {
    if (pending) return;
    setReason('');
    setMissing(null);
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    if (!reason.trim()) {
      setMissing('Give a reason: the reader is told it.');
      box.current?.focus();
      return;
    }
    setMissing(null);
    setPending(true);
    try {
      await onHide(reason.trim());
      setPending(false);
      setReason('');
      onClose();
    } catch (failure) {
      setPending(false);
      setFailure(
        `The review was not hidden${failure instanceof Error && failure.message ? `: ${failure.message}` : '.'}`,
      );
    }
  };

  return (
    <Dialog
      open={reviewerName !== null}
      onClose={close}
      closeOnBackdrop={!pending}
      title="Hide this review"
      description={`It leaves the book’s page and its figures at once. ${reviewerName ?? 'The reader'} is mailed the reason.`}
      initialFocusRef={box}
    >
      <form className={classes.HideForm} aria-label="Hide this review" noValidate onSubmit={submit}>
        <Textarea
          ref={box}
          label="Why is it hidden?"
          hint="The reader sees this, and it is kept in the audit log."
          rows={4}
          maxLength={HIDE_REASON_MAX}
          showCount
          required
          value={reason}
          error={missing}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormAlert message={failure} />
        <div className={classes.HideActions}>
          <Button type="submit" variant="danger" loading={pending}>
            Hide the review
          </Button>
          <Button variant="secondary" onClick={close} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { REPORT_NOTE_MAX, type ReportReason } from '@bookstore/api-client/review-rules';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { FormAlert } from '../FormField';
import { Dialog } from '../Dialog';
import { RadioGroup } from '../RadioGroup';
import { Textarea } from '../Textarea';
import classes from './ReportReviewDialog.module.css';

/** Why a reader reports a review. */
export type ReviewReportReason = ReportReason;

export const REVIEW_REPORT_REASONS: readonly { value: ReviewReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'offensive', label: 'Offensive or abusive' },
  { value: 'off_topic', label: 'Not about this book' },
  { value: 'spoiler', label: 'Spoilers without warning' },
  { value: 'not_a_reader', label: 'Not written by a reader' },
  { value: 'other', label: 'Something else' },
];

/** "Spam or advertising" for `spam`; an unknown reason as sent. */
export function reportReasonLabel(reason: string): string {
  return REVIEW_REPORT_REASONS.find((option) => option.value === reason)?.label ?? reason;
}

/** The longest note a report may carry. */
export { REPORT_NOTE_MAX };

export interface ReviewReport {
  reason: ReviewReportReason;
  note: string | null;
}

export interface ReportReviewDialogProps {
  open: boolean;
  /** Escape, the close button, Cancel; not while the report is being sent. */
  onClose: () => void;
  onSubmit: (report: ReviewReport) => void;
  /** The reviewer's public name, for the description. */
  reviewerName?: string;
  submitting?: boolean;
  /** Field errors (a 422). */
  errors?: { reason?: ReactNode; note?: ReactNode };
  /** A failure that is no one field's. */
  error?: ReactNode;
  /** Portal target (see Dialog). */
  container?: Element | DocumentFragment | null;
}

/**
 * Report a review to the team: a reason from the list, an optional note (needed for "Something else"),
 * in the kit's Dialog (focus moves in and is trapped, Escape closes, focus returns to the opener).
 * Each opening starts empty.
 */
export function ReportReviewDialog({
  open,
  onClose,
  reviewerName,
  container,
  ...form
}: ReportReviewDialogProps) {
  const busy = form.submitting === true;
  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      closeOnBackdrop={!busy}
      title="Report this review"
      description={
        reviewerName
          ? `Tell our team what is wrong with ${reviewerName}’s review. They will not know who reported it.`
          : 'Tell our team what is wrong with this review. The reviewer will not know who reported it.'
      }
      container={container}
    >
      <ReportForm {...form} onCancel={onClose} />
    </Dialog>
  );
}

type ReportFormProps = Pick<ReportReviewDialogProps, 'onSubmit' | 'submitting' | 'errors' | 'error'> & {
  onCancel: () => void;
};

function ReportForm({ onSubmit, submitting = false, errors = {}, error, onCancel }: ReportFormProps) {
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<{ reason?: string; note?: string }>({});
  const noteBox = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!reason) {
      setMissing({ reason: 'Choose a reason.' });
      event.currentTarget.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    if (reason === 'other' && !note.trim()) {
      setMissing({ note: 'Say what is wrong with the review.' });
      noteBox.current?.focus();
      return;
    }
    setMissing({});
    onSubmit({ reason, note: note.trim() || null });
  };

  return (
    <form className={classes.Form} aria-label="Report this review" noValidate onSubmit={submit}>
      <RadioGroup
        label="What is wrong with it?"
        name="reason"
        required
        options={[...REVIEW_REPORT_REASONS]}
        value={reason ?? ''}
        error={errors.reason ?? missing.reason}
        onChange={(value) => {
          setReason(value as ReviewReportReason);
          setMissing({});
        }}
      />
      <Textarea
        ref={noteBox}
        label={reason === 'other' ? 'Note' : 'Note (optional)'}
        hint="Anything that helps our team decide. Plain text."
        name="note"
        rows={3}
        maxLength={REPORT_NOTE_MAX}
        showCount
        required={reason === 'other'}
        value={note}
        error={errors.note ?? missing.note}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormAlert message={error} />
      <div className={classes.Actions}>
        <Button type="submit" loading={submitting}>
          Send report
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

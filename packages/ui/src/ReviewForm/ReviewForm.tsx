import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '@bookstore/api-client/review-rules';
import { clsx } from 'clsx';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { FormAlert } from '../FormField';
import { InfoIcon } from '../icons';
import type { StarCount } from '../ReviewCard/review';
import { Textarea } from '../Textarea';
import { TextField } from '../TextField';
import classes from './ReviewForm.module.css';
import { DeleteReview } from './DeleteReview';
import { StarRatingInput } from './StarRatingInput';

/** The longest title and text a review may have (the API holds the same limits). */
export { REVIEW_BODY_MAX, REVIEW_TITLE_MAX };

/** What the form holds while the reader types. */
export interface ReviewFormValues {
  rating: StarCount | null;
  title: string;
  body: string;
}

/** What the form sends: a rating, and a title and text or null where left empty. */
export interface ReviewSubmission {
  rating: StarCount;
  title: string | null;
  body: string | null;
}

/** Field errors, as a 422 answer names them. */
export interface ReviewFormErrors {
  rating?: ReactNode;
  title?: ReactNode;
  body?: ReactNode;
}

export interface ReviewFormProps {
  /** Controlled values; with `onChange`, the caller holds what is typed. */
  value?: ReviewFormValues;
  /** Uncontrolled: the values to start from (an existing review's). */
  defaultValue?: Partial<ReviewFormValues>;
  onChange?: (values: ReviewFormValues) => void;
  /** Called with a rating always present; a missing rating is refused here, under the stars. */
  onSubmit: (review: ReviewSubmission) => void;
  onCancel?: () => void;
  /** Shows "Delete review" (an existing review), which asks once more before calling this. */
  onDelete?: () => void;
  /** An existing review is being changed: the submit button reads "Save changes". */
  editing?: boolean;
  submitting?: boolean;
  deleting?: boolean;
  /** Field errors (a 422); what was typed stays. */
  errors?: ReviewFormErrors;
  /** A failure that is no one field's, shown above the buttons. */
  formError?: ReactNode;
  /** The form's accessible name. */
  label?: string;
  className?: string;
}

const EMPTY: ReviewFormValues = { rating: null, title: '', body: '' };

/** `null` for text left empty or blank, else the text trimmed. */
const orNull = (text: string) => text.trim() || null;

/**
 * A reader's rating (required, 1–5 stars) and optional review title and text, with the limits counted
 * as they type, field errors from the API, and submit, cancel and delete with their pending states.
 */
export function ReviewForm({
  value,
  defaultValue,
  onChange,
  onSubmit,
  onCancel,
  onDelete,
  editing = false,
  submitting = false,
  deleting = false,
  errors = {},
  formError,
  label = 'Your review',
  className,
}: ReviewFormProps) {
  const id = useId();
  const [internal, setInternal] = useState<ReviewFormValues>({ ...EMPTY, ...defaultValue });
  const [ratingMissing, setRatingMissing] = useState(false);
  const firstStar = useRef<HTMLInputElement>(null);
  const values = value ?? internal;
  const busy = submitting || deleting;

  const change = (patch: Partial<ReviewFormValues>) => {
    const next = { ...values, ...patch };
    if (value === undefined) setInternal(next);
    onChange?.(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (values.rating === null) {
      setRatingMissing(true);
      firstStar.current?.focus();
      return;
    }
    onSubmit({ rating: values.rating, title: orNull(values.title), body: orNull(values.body) });
  };

  return (
    <form className={clsx(classes.Root, className)} aria-label={label} noValidate onSubmit={submit}>
      <StarRatingInput
        name={`${id}-rating`}
        value={values.rating}
        required
        firstRef={firstStar}
        error={
          errors.rating ?? (ratingMissing && values.rating === null ? 'Choose a rating: 1 to 5 stars.' : null)
        }
        onChange={(rating) => {
          setRatingMissing(false);
          change({ rating });
        }}
      />
      <TextField
        label="Title (optional)"
        name="title"
        value={values.title}
        maxLength={REVIEW_TITLE_MAX}
        autoComplete="off"
        hint={`${values.title.length} / ${REVIEW_TITLE_MAX}`}
        error={errors.title}
        onChange={(event) => change({ title: event.target.value })}
      />
      <Textarea
        label="Your review (optional)"
        name="body"
        value={values.body}
        rows={6}
        maxLength={REVIEW_BODY_MAX}
        showCount
        error={errors.body}
        onChange={(event) => change({ body: event.target.value })}
      />
      <p className={classes.Rules}>
        <InfoIcon size={16} />
        <span>
          Plain text only: a blank line starts a new paragraph. Reviews with links are read by our team before
          they appear. Your public name is shown with your review.
        </span>
      </p>
      <FormAlert message={formError} />
      <div className={classes.Actions}>
        <Button type="submit" loading={submitting} disabled={deleting}>
          {editing ? 'Save changes' : 'Post review'}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        {onDelete ? <DeleteReview onDelete={onDelete} deleting={deleting} disabled={submitting} /> : null}
      </div>
    </form>
  );
}

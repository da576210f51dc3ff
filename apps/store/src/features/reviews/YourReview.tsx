import type { MyReview } from '@bookstore/api-client/contract';
import { apiKeys } from '@bookstore/api-client/react';
import {
  Button,
  ReviewCard,
  ReviewEligibility,
  ReviewForm,
  type ReviewFormErrors,
  type ReviewSubmission,
} from '@bookstore/ui';
import { useState } from 'react';
import { api, hooks } from '../../api';
import { useAction } from '../../forms/useAction';
import { interpretSubmitError } from '../../forms/serverErrors';
import { showError } from '../../feedback/toast';
import { AppLink } from '../../links/AppLink';
import { toKitReview } from './toKitReview';
import classes from './reviews.module.css';

const FIELDS = ['rating', 'title', 'body'];

/** The reads a change of the reader's review changes: theirs, and the book's reviews and figures. */
const changedBy = (uid: string) => [
  apiKeys.reviews.mine({ params: { uid } }),
  apiKeys.reviews.list({ params: { uid } }),
  apiKeys.reviews.summary({ params: { uid } }),
];

/**
 * The reader's own review of the book: the form to write one (a buyer), their review with Edit (and, in
 * the form, Delete), or why they cannot review, in place; a visitor is asked to sign in.
 */
export function YourReview({
  bookUid,
  signedIn,
  loginHref,
}: {
  bookUid: string;
  signedIn: boolean;
  loginHref: string;
}) {
  const mine = hooks.reviews.useMine(signedIn ? { params: { uid: bookUid } } : null);
  if (!signedIn) return <ReviewEligibility reason="signed_out" signInHref={loginHref} linkAs={AppLink} />;
  const answer = mine.data?.data;
  if (!answer) return null;
  if (answer.review) return <OwnReview bookUid={bookUid} review={answer.review} />;
  if (!answer.eligibility.can_review && answer.eligibility.reason)
    return <ReviewEligibility reason={answer.eligibility.reason} />;
  return <Composer bookUid={bookUid} />;
}

/** The form: behind "Write a review" until the reader opens it, or their review's, with Delete. */
function Composer({
  bookUid,
  review,
  onClose,
}: {
  bookUid: string;
  review?: MyReview | undefined;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(review !== undefined);
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const onError = (error: unknown) => {
    const failure = interpretSubmitError(error, FIELDS);
    if (failure.kind === 'fields') {
      setErrors(failure.fields);
      setFormError(failure.message ?? undefined);
    } else if (failure.kind === 'message') setFormError(failure.message);
    else void showError(error);
  };
  const save = useAction((body: ReviewSubmission) => api.reviews.save({ params: { uid: bookUid }, body }), {
    revalidate: changedBy(bookUid),
    success: (saved) =>
      saved.data.status === 'held'
        ? 'Thank you. Reviews with links are read by our team first: yours shows once it is checked.'
        : review
          ? 'Your review is updated.'
          : 'Thank you: your review is published.',
    onSuccess: () => onClose?.(),
    onError,
  });
  const remove = useAction(() => api.reviews.remove({ params: { uid: bookUid } }), {
    revalidate: changedBy(bookUid),
    success: 'Your review is deleted.',
  });
  if (!open)
    return (
      <div className={classes.Composer}>
        <p>You bought this book: tell other readers what you thought.</p>
        <Button onClick={() => setOpen(true)}>Write a review</Button>
      </div>
    );
  return (
    <ReviewForm
      className={classes.Composer}
      label={review ? 'Edit your review' : 'Write a review'}
      defaultValue={
        review
          ? { rating: review.rating as 1, title: review.title ?? '', body: review.body ?? '' }
          : undefined
      }
      editing={review !== undefined}
      errors={errors}
      formError={formError}
      submitting={save.running}
      deleting={remove.running}
      onSubmit={(body) => {
        setErrors({});
        setFormError(undefined);
        void save.run(body);
      }}
      onCancel={onClose ?? (() => setOpen(false))}
      onDelete={review ? () => void remove.run(undefined) : undefined}
    />
  );
}

/** The reader's review as others see it, its state, and Edit. */
function OwnReview({ bookUid, review }: { bookUid: string; review: MyReview }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <Composer bookUid={bookUid} review={review} onClose={() => setEditing(false)} />;
  return (
    <div className={classes.Own}>
      <h3 className={classes.OwnHeading}>Your review</h3>
      {review.status === 'hidden' ? (
        <p className={classes.Notice} role="status">
          Our team hid this review{review.hidden_reason ? `: ${review.hidden_reason}` : '.'} It no longer
          shows on the book's page or counts in its rating.
        </p>
      ) : null}
      <ReviewCard
        review={toKitReview({ ...review, mine: true, held: review.status === 'held' })}
        onEdit={review.status === 'hidden' ? undefined : () => setEditing(true)}
        headingLevel={4}
      />
    </div>
  );
}

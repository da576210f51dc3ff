import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import classes from './ReviewForm.module.css';

export interface DeleteReviewProps {
  onDelete: () => void;
  deleting: boolean;
  /** Another action runs (the form is being sent). */
  disabled: boolean;
}

/**
 * "Delete review", asked twice: the first press asks "Delete your review?" with Delete and Keep it (which
 * has focus, so a second Enter keeps the review); Delete calls `onDelete`.
 */
export function DeleteReview({ onDelete, deleting, disabled }: DeleteReviewProps) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);

  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (returnFocus) start.current?.focus();
  }, [asking, returnFocus]);

  if (!asking && !deleting)
    return (
      <Button
        ref={start}
        className={classes.Delete}
        variant="danger"
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        Delete review
      </Button>
    );
  return (
    <div className={classes.Confirm} role="group" aria-label="Delete your review?">
      <span className={classes.Question}>Delete your review? It can’t be brought back.</span>
      <Button variant="danger" loading={deleting} onClick={onDelete}>
        Delete
      </Button>
      <Button
        ref={keep}
        variant="secondary"
        disabled={deleting}
        onClick={() => {
          setAsking(false);
          setReturnFocus(true);
        }}
      >
        Keep it
      </Button>
    </div>
  );
}

import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import { StarIcon } from '../icons';
import { RadioFieldset } from '../RadioGroup';
import { starsLabel, type StarCount } from '../ReviewCard/review';
import { VisuallyHidden } from '../VisuallyHidden';
import classes from './StarRatingInput.module.css';

/** What each number of stars means, shown beside the stars once one is chosen. */
export const RATING_WORDS: Record<StarCount, string> = {
  1: 'Did not like it',
  2: 'It was all right',
  3: 'Liked it',
  4: 'Really liked it',
  5: 'Loved it',
};

const ONE_TO_FIVE: readonly StarCount[] = [1, 2, 3, 4, 5];

export interface StarRatingInputProps {
  /** The chosen stars, null before a choice. */
  value: StarCount | null;
  onChange: (stars: StarCount) => void;
  /** The radio buttons' name. */
  name: string;
  /** The group's legend. */
  label?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
  /** Reaches the first star's radio button (focused when the rating is missing). */
  firstRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A 1–5 star choice as a group of radio buttons, so the keyboard works as it does for any radio group
 * (Tab into the group, arrows move and choose); each star is labelled "1 star" … "5 stars".
 */
export function StarRatingInput({
  value,
  onChange,
  name,
  label = 'Your rating',
  required = false,
  error,
  disabled = false,
  firstRef,
  className,
}: StarRatingInputProps) {
  return (
    <RadioFieldset
      className={clsx(classes.Root, className)}
      label={label}
      required={required}
      error={error}
      disabled={disabled}
    >
      <div className={classes.Row}>
        <div className={classes.Stars}>
          {ONE_TO_FIVE.map((stars) => (
            <label key={stars} className={classes.Star}>
              <input
                ref={stars === 1 ? firstRef : undefined}
                className={classes.Input}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                required={required}
                onChange={() => onChange(stars)}
              />
              <StarIcon size={32} className={classes.Icon} />
              <VisuallyHidden>{`${starsLabel(stars)}, ${RATING_WORDS[stars].toLowerCase()}`}</VisuallyHidden>
            </label>
          ))}
        </div>
        <span className={classes.Words} aria-hidden="true">
          {value ? RATING_WORDS[value] : 'Choose 1 to 5 stars'}
        </span>
      </div>
    </RadioFieldset>
  );
}

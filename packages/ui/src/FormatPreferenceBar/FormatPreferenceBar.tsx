import clsx from 'clsx';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button';
import { bookTypeLabel, BOOK_TYPES, type BookType } from '../format';
import { BookIcon, HeadphonesIcon, PrintIcon } from '../icons';
import classes from './FormatPreferenceBar.module.css';

export interface FormatPreferenceBarProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onChange'
> {
  /** The current book preference (the stored book_type). */
  value: BookType;
  /** Called with the book type the user picks. */
  onChange: (type: BookType) => void;
}

const ICONS: Record<BookType, ReactNode> = {
  ebook: <BookIcon size={18} />,
  printbook: <PrintIcon size={18} />,
  audiobook: <HeadphonesIcon size={18} />,
};

/** "Your book preference is set to X, you can change it below:" with toggles for ebook, printbook and audiobook. */
export function FormatPreferenceBar({ value, onChange, className, ...rest }: FormatPreferenceBarProps) {
  const textId = useId();
  return (
    <div {...rest} className={clsx(classes.FormatPreferenceBar, className)}>
      <p className={classes.Text} id={textId}>
        Your book preference is set to <strong className={classes.Current}>{value}</strong>, you can change it
        below:
      </p>
      <div className={classes.Toggles} role="group" aria-labelledby={textId}>
        {BOOK_TYPES.map((type) => (
          <Button
            key={type}
            className={classes.Toggle}
            data-type={type}
            variant={type === value ? 'primary' : 'secondary'}
            size="small"
            leadingIcon={ICONS[type]}
            aria-pressed={type === value}
            onClick={() => {
              if (type !== value) onChange(type);
            }}
          >
            {bookTypeLabel(type)}
          </Button>
        ))}
      </div>
    </div>
  );
}

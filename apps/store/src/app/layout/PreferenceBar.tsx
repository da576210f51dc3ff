import { bookTypeLabel, FormatPreferenceBar } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { showInfo, SHORT_TOAST_MS } from '../../feedback/toast';
import { bookType, setBookType, type BookType } from '../../state/bookType';
import classes from './Layout.module.css';

/** Spec §4: a format change shows the toast "The book type is set to X" for 2 seconds. */
export function changeBookType(next: BookType): void {
  setBookType(next);
  void showInfo(`The book type is set to ${bookTypeLabel(next)}`, SHORT_TOAST_MS);
}

export function PreferenceBar() {
  useSignals();
  return (
    <section className={classes.Preference} aria-label="Book preference">
      <FormatPreferenceBar value={bookType.value} onChange={changeBookType} />
    </section>
  );
}

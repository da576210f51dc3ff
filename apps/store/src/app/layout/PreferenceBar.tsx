import { FormatPreferenceBar } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { bookType, changeBookType } from '../../state/bookType';
import classes from './Layout.module.css';

export function PreferenceBar() {
  useSignals();
  return (
    <section className={classes.Preference} aria-label="Book preference">
      <FormatPreferenceBar value={bookType.value} onChange={changeBookType} />
    </section>
  );
}

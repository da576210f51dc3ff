import { FormatPreferenceBar } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'react-router-dom';
import { bookType, changeBookType } from '../../state/bookType';
import classes from './Layout.module.css';

/**
 * The pages whose books follow the book preference: the home page's shelves and the categories' links
 * (issue 39: elsewhere the bar only pushed the page down; the media listings have their own type
 * control, and the mobile settings page its own bar).
 */
export const PREFERENCE_PATHS: readonly string[] = ['/', '/categories'];

export function PreferenceBar() {
  useSignals();
  const { pathname } = useLocation();
  if (!PREFERENCE_PATHS.includes(pathname)) return null;
  return (
    <section className={classes.Preference} aria-label="Book preference">
      <FormatPreferenceBar value={bookType.value} onChange={changeBookType} />
    </section>
  );
}

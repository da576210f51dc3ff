import { Spinner } from '@bookstore/ui';
import type { ReactNode } from 'react';
import { useBook, type WidgetBook } from './useBook';

export interface WithBookProps {
  uid: string | undefined;
  /** The spinner's accessible label while the book loads ("Loading book"). */
  loadingLabel: string;
  /** The widget's class names for the loading box and the error line. */
  classes: { Loading?: string | undefined; Status?: string | undefined };
  /** The widget itself, once the book is there. */
  children: (book: WidgetBook) => ReactNode;
}

/**
 * Loads one book for a widget (book card, player): a spinner while it loads, the reason as an alert
 * when it cannot be loaded, then the widget with the book.
 */
export function WithBook({ uid, loadingLabel, classes, children }: WithBookProps) {
  const state = useBook(uid);
  if (state.status === 'loading') {
    return (
      <div className={classes.Loading}>
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <p className={classes.Status} role="alert">
        {state.message}
      </p>
    );
  }
  return children(state.book);
}

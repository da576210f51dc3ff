import { ApiError } from '@bookstore/api-client';
import { EmptyState, Skeleton } from '@bookstore/ui';
import type { ReactNode } from 'react';
import { errorMessage } from '../../feedback/toast';
import classes from './shared.module.css';

interface LoadableProps<T> {
  /** An SWR answer: `{ data, error, isLoading }`. */
  response: { data: T | undefined; error: unknown; isLoading: boolean };
  children: (data: T) => ReactNode;
  /** What loading looks like (lines of text by default). */
  skeleton?: ReactNode;
  /** Heading level of the error title, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * Shows a skeleton while loading, the server's message on failure, and the data once it is there. A 404
 * answer is thrown to the route's error page ("This page could not be found").
 */
export function Loadable<T>({ response, children, skeleton, headingLevel = 2 }: LoadableProps<T>) {
  if (response.data !== undefined) return <>{children(response.data)}</>;
  if (response.error) {
    // What the page is about does not exist: the route's 404 page, not an error box inside the page.
    if (response.error instanceof ApiError && response.error.status === 404) throw response.error;
    return (
      <EmptyState
        role="alert"
        headingLevel={headingLevel}
        title="This could not be loaded"
        description={errorMessage(response.error)}
      />
    );
  }
  return (
    <div aria-busy="true" aria-label="Loading" className={classes.Loading}>
      {skeleton ?? <Skeleton variant="text" lines={4} />}
    </div>
  );
}

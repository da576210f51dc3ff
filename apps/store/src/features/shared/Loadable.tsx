import { ApiError } from '@bookstore/api-client';
import { Skeleton } from '@bookstore/ui';
import type { ReactNode } from 'react';
import { ReadFailure } from './ReadFailure';
import classes from './shared.module.css';

interface LoadableProps<T> {
  /** An SWR answer: `{ data, error, isLoading }`. */
  response: {
    data: T | undefined;
    error: unknown;
    isLoading: boolean;
    /** SWR's revalidation: the inline "Try again" asks again. */
    mutate?: (() => unknown) | undefined;
  };
  children: (data: T) => ReactNode;
  /** What loading looks like (lines of text by default). */
  skeleton?: ReactNode;
  /** Heading level of the error title, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/** What the page is about does not exist (a 404 answer): the route's 404 page, not an error box inside it. */
export function throwIfNotFound(error: unknown): void {
  if (error instanceof ApiError && error.status === 404) throw error;
}

/**
 * Shows a skeleton while loading, the server's message on failure, and the data once it is there. A 404
 * answer is thrown to the route's error page ("This page could not be found").
 */
export function Loadable<T>({ response, children, skeleton, headingLevel = 2 }: LoadableProps<T>) {
  if (response.data !== undefined) return <>{children(response.data)}</>;
  if (response.error) {
    throwIfNotFound(response.error);
    return <ReadFailure error={response.error} retry={response.mutate} headingLevel={headingLevel} />;
  }
  return (
    <div aria-busy="true" aria-label="Loading" className={classes.Loading}>
      {skeleton ?? <Skeleton variant="text" lines={4} />}
    </div>
  );
}

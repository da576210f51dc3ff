import { Button, EmptyState } from '@bookstore/ui';
import { errorMessage } from '../../feedback/toast';

// Apart from Loadable: the home page's shelves need this alone (its first chunks are on a budget).

interface ReadFailureProps {
  error: unknown;
  /** Reads again (SWR's `mutate`); without it the box offers no retry. */
  retry?: (() => unknown) | undefined;
  /** What could not be loaded ("The books could not be loaded"). */
  title?: string;
  headingLevel?: 2 | 3 | 4;
  size?: 'small' | 'medium';
}

/**
 * A read that failed, where its answer would be: what happened and "Try again", never an empty list or
 * a skeleton that stays. Announced (role alert); a toast says it too (spec §8, swr.ts).
 */
export function ReadFailure({
  error,
  retry,
  title = 'This could not be loaded',
  headingLevel = 2,
  size,
}: ReadFailureProps) {
  return (
    <EmptyState
      role="alert"
      headingLevel={headingLevel}
      size={size}
      title={title}
      description={errorMessage(error)}
      action={retry ? <RetryButton retry={retry} /> : undefined}
    />
  );
}

/** The inline retry of a read that failed (a toast says it failed too, spec §8). */
export function RetryButton({ retry }: { retry: () => unknown }) {
  return (
    <Button variant="secondary" onClick={() => void retry()}>
      Try again
    </Button>
  );
}

import clsx from 'clsx';
import type { HTMLAttributes } from 'react';
import { Button } from '../Button';
import type { LinkComponent } from '../format';
import classes from './ErrorPage.module.css';

export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const SECONDARY_ERROR_MESSAGE = 'An error occurred while showing the error page';

export interface ErrorPageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** HTTP-like status; falls back to 500. */
  status?: number;
  /** The message; falls back to "This page could not be found" for 404 and "Error" otherwise. */
  message?: string;
  /**
   * The secondary variant, for when rendering the error page itself failed: it shows
   * "An error occurred while showing the error page" with a "Go back to home" link.
   */
  secondary?: boolean;
  /** The home page the links lead to. */
  homeHref?: string;
  linkAs?: LinkComponent;
}

/** The spec's error page: 404 with a link home, the 500 "Error" fallback, and the secondary-error variant. */
export function ErrorPage({
  status = 500,
  message,
  secondary = false,
  homeHref = '/',
  linkAs,
  className,
  ...rest
}: ErrorPageProps) {
  if (secondary) {
    return (
      <div {...rest} className={clsx(classes.ErrorPage, className)} data-variant="secondary">
        <div className={classes.Body}>
          <h1 className={classes.Message}>{SECONDARY_ERROR_MESSAGE}</h1>
          <Button className={classes.Home} href={homeHref} linkAs={linkAs} variant="secondary">
            Go back to home
          </Button>
        </div>
      </div>
    );
  }

  const notFound = status === 404;
  const text = message ?? (notFound ? NOT_FOUND_MESSAGE : 'Error');
  return (
    <div
      {...rest}
      className={clsx(classes.ErrorPage, className)}
      data-variant={notFound ? 'not-found' : 'error'}
    >
      <div className={classes.Body}>
        <h1 className={classes.Heading}>
          <span className={classes.Status}>{status}</span>
          <span className={classes.Message}>{text}</span>
        </h1>
        {notFound ? (
          <Button className={classes.Home} href={homeHref} linkAs={linkAs}>
            Back to home
          </Button>
        ) : null}
      </div>
    </div>
  );
}

import { Fragment, type ReactNode } from 'react';
import classes from './shared.module.css';

/** A label and its value; a value of null, undefined or '' leaves the fact out (0 stays). */
export type Fact = readonly [label: string, value: ReactNode];

/** What is known about a thing (a book, a job, an offer) as a description list of labels and values. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={classes.Facts}>
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

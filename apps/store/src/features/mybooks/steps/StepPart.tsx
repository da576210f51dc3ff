import type { ReactNode } from 'react';
import classes from './content.module.css';

/** A titled part of a step's form: an h3, under the editor's h2 step title. */
export function StepPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.Part}>
      <h3 className={classes.PartTitle}>{title}</h3>
      {children}
    </section>
  );
}

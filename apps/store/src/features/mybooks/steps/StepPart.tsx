import { Button } from '@bookstore/ui';
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

/** The foot of a step that saves as it goes: what still blocks it (`children`), then Continue. */
export function StepFooter({ onContinue, children }: { onContinue: () => void; children: ReactNode }) {
  return (
    <div className={classes.Footer}>
      {children}
      <div>
        <Button onClick={onContinue}>Continue</Button>
      </div>
    </div>
  );
}

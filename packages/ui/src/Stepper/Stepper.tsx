import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { LinkComponent } from '../format';
import { CheckIcon } from '../icons';
import classes from './Stepper.module.css';

export type StepState = 'complete' | 'current' | 'upcoming';

export interface Step {
  label: string;
  state: StepState;
  description?: ReactNode;
  /** Makes the step a link (e.g. back to a finished onboarding step). */
  href?: string;
  id?: string;
}

export interface StepperProps {
  /** Accessible name of the step navigation (e.g. "Onboarding steps"). */
  label: string;
  steps: Step[];
  orientation?: 'horizontal' | 'vertical';
  /** Link component for steps with href (a router link taking `href`). */
  linkAs?: LinkComponent;
  className?: string;
}

const STATE_TEXT: Record<StepState, string> = {
  complete: 'completed',
  current: 'current step',
  upcoming: 'not started',
};

/** Progress through ordered steps (voiceover onboarding, the book edit steps). */
export function Stepper({
  label,
  steps,
  orientation = 'horizontal',
  linkAs: LinkComponent,
  className,
}: StepperProps) {
  return (
    <nav aria-label={label} className={clsx(classes.Root, className)} data-orientation={orientation}>
      <ol className={classes.List}>
        {steps.map((step, index) => {
          const content = (
            <>
              <span className={classes.Marker} aria-hidden="true">
                {step.state === 'complete' ? <CheckIcon size={16} strokeWidth={3} /> : index + 1}
              </span>
              <span className={classes.Text}>
                <span className={classes.Label}>{step.label}</span>
                <span className={classes.Hidden}>{` (${STATE_TEXT[step.state]})`}</span>
                {step.description ? <span className={classes.Description}>{step.description}</span> : null}
              </span>
            </>
          );
          const current = step.state === 'current' ? ('step' as const) : undefined;
          return (
            <li key={step.id ?? step.label} className={classes.Step} data-state={step.state}>
              {step.href !== undefined ? (
                LinkComponent ? (
                  <LinkComponent href={step.href} aria-current={current} className={classes.Link}>
                    {content}
                  </LinkComponent>
                ) : (
                  <a href={step.href} aria-current={current} className={classes.Link}>
                    {content}
                  </a>
                )
              ) : (
                <span aria-current={current} className={classes.Link}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

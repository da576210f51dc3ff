import { useId, type ReactNode } from 'react';

/*
 * The label and hint beside a radio button or a switch (a checkbox shows its hint under the row): the
 * control's id, the hint's id for `aria-describedby`, and the text next to the control.
 */

/** The control's id (given or generated) and its hint's id when there is a hint. */
export function useChoiceIds(id: string | undefined, hint: ReactNode) {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, hintId: hint ? `${inputId}-hint` : undefined };
}

export interface ChoiceTextProps {
  inputId: string;
  hintId: string | undefined;
  label: ReactNode;
  hint?: ReactNode;
  classes: { Text?: string | undefined; Label?: string | undefined; Hint?: string | undefined };
}

/** The label (for the control) and the hint under it. */
export function ChoiceText({ inputId, hintId, label, hint, classes }: ChoiceTextProps) {
  return (
    <span className={classes.Text}>
      <label htmlFor={inputId} className={classes.Label}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={classes.Hint}>
          {hint}
        </span>
      ) : null}
    </span>
  );
}

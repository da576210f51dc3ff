import classes from './forms.module.css';

/** The form's own message (a refusal that belongs to no field), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  // The live region stays mounted so a screen reader announces the text when it is filled in.
  return (
    <div role="alert" className={classes.Alert} data-empty={message ? undefined : true}>
      {message}
    </div>
  );
}

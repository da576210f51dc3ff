import { VerificationCodeBody } from '@bookstore/api-client/contract';
import { Button } from '@bookstore/ui';
import type { ReactNode } from 'react';
import { CodeField } from './CodeField';
import { FormAlert } from './FormAlert';
import classes from './forms.module.css';
import { useApiForm, type ApiForm, type UseApiFormOptions } from './useApiForm';
import type { ResendCode } from './useResendCode';

type CodeSchema = typeof VerificationCodeBody;

/** The form of a mailed 6-digit code (`verification_code`), as `CodeEntryForm` takes it. */
export function useCodeForm<R>(
  options: Pick<UseApiFormOptions<CodeSchema, R>, 'submit' | 'onSuccess'>,
): ApiForm<CodeSchema> {
  return useApiForm({ schema: VerificationCodeBody, defaultValues: { verification_code: '' }, ...options });
}

export interface CodeEntryFormProps {
  form: ApiForm<CodeSchema>;
  /** "Send a new code", with its cooldown. */
  code: ResendCode;
  submitLabel: string;
  /** The form's accessible name, when the page has more than one thing to say. */
  label?: string;
  /** A refusal to show when the form has none of its own (no code was sent). */
  alert?: string | null;
  /** Before the alert (where the code went). */
  before?: ReactNode;
  /** After the buttons (what the last resend said). */
  after?: ReactNode;
}

/**
 * A mailed code in the kit's boxes (email verification, the seller's security check): a complete
 * code sends itself, and "Send a new code" waits out its cooldown.
 */
export function CodeEntryForm({ form, code, submitLabel, label, alert, before, after }: CodeEntryFormProps) {
  return (
    <form
      className={classes.Form}
      onSubmit={(event) => void form.onSubmit(event)}
      noValidate
      aria-label={label}
    >
      {before}
      <FormAlert message={form.formError ?? alert ?? null} />
      <CodeField
        control={form.control}
        name="verification_code"
        label="Verification code"
        // A complete code is what the user meant to send; saves them a click.
        onComplete={() => void form.onSubmit()}
        disabled={form.submitting}
      />
      <div className={classes.Actions}>
        <Button type="submit" loading={form.submitting}>
          {submitLabel}
        </Button>
        <Button
          variant="secondary"
          loading={code.resending}
          disabled={code.remaining > 0}
          onClick={() => void code.resend()}
        >
          {code.remaining > 0 ? `Send a new code in ${code.remaining} s` : 'Send a new code'}
        </Button>
      </div>
      {after}
    </form>
  );
}

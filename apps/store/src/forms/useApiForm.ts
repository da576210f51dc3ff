import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { showError } from '../feedback/toast';
import { interpretSubmitError } from './serverErrors';

/** The generic toast: the shell's error toast says "Oops... Something went wrong" for non-API errors. */
function showGenericFailure(message: string): void {
  void showError(new Error(message));
}

/** A zod schema whose input and output are form values (the contract's request bodies are). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface UseApiFormOptions<TSchema extends FormSchema, TResult> {
  /** The contract's body schema (or one built from it): checked before the call. */
  schema: TSchema;
  defaultValues?: DefaultValues<z.input<TSchema>>;
  /** The API call with the checked values. */
  submit: (values: z.output<TSchema>) => Promise<TResult>;
  /** After a successful call (navigate, update state, toast). */
  onSuccess?: (result: TResult, values: z.output<TSchema>) => void | Promise<void>;
  /** Shows the generic failure (5xx, network); the store's error toast by default. */
  onUnexpectedError?: (message: string, error: unknown) => void;
}

export type ApiForm<TSchema extends FormSchema> = UseFormReturn<
  z.input<TSchema>,
  unknown,
  z.output<TSchema>
> & {
  /** The form's onSubmit: validates, calls, maps failures; ignored while a submit is running. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True from the click until the answer is handled: the submit Button's `loading`. */
  submitting: boolean;
  /** A failure that belongs to no field (a 4xx message), for the form's alert; null when none. */
  formError: string | null;
  /** Props wiring a kit field to a form field: register() plus its error message. */
  field: (
    name: Path<z.input<TSchema>>,
    options?: RegisterOptions<z.input<TSchema>, Path<z.input<TSchema>>>,
  ) => UseFormRegisterReturn<Path<z.input<TSchema>>> & { error: string | undefined };
};

/**
 * react-hook-form with the contract's zod schema and the API's answers: client-side field errors
 * before the call, the server's 422 field errors on the same fields, other refusals as the form's
 * message, and the generic toast for server or network failures. What the user typed stays on
 * failure, and a second submit while one runs is ignored.
 */
export function useApiForm<TSchema extends FormSchema, TResult>(
  options: UseApiFormOptions<TSchema, TResult>,
): ApiForm<TSchema> {
  const { schema, defaultValues, submit, onSuccess, onUnexpectedError = showGenericFailure } = options;
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    // The resolver's generic overloads cannot see through TSchema; the cast states what they return.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<TSchema>, unknown, z.output<TSchema>>,
    defaultValues,
    mode: 'onTouched',
  });
  const [formError, setFormError] = useState<string | null>(null);
  // A ref, not state: two clicks in one frame both see state from before the first.
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const { handleSubmit, setError, getValues } = form;

  const onSubmit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    try {
      await handleSubmit(async (values) => {
        setFormError(null);
        let result: TResult;
        try {
          result = await submit(values);
        } catch (error) {
          const failure = interpretSubmitError(error, Object.keys(getValues()));
          if (failure.kind === 'fields') {
            Object.entries(failure.fields).forEach(([name, message], index) => {
              setError(
                name as Path<z.input<TSchema>>,
                { type: 'server', message },
                { shouldFocus: index === 0 },
              );
            });
            setFormError(failure.message);
          } else if (failure.kind === 'message') {
            setFormError(failure.message);
          } else {
            onUnexpectedError(failure.message, error);
          }
          return;
        }
        await onSuccess?.(result, values);
      })(event);
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  const field: ApiForm<TSchema>['field'] = (name, fieldOptions) => {
    const error = get(form.formState.errors, name) as FieldError | undefined;
    return { ...form.register(name, fieldOptions), error: error?.message };
  };

  return { ...form, onSubmit, submitting, formError, field };
}

import { showSuccess } from '../feedback/toast';
import { useApiForm, type ApiForm, type FormSchema, type UseApiFormOptions } from './useApiForm';

/** What a save answers: the saved thing and the server's message. */
export interface Saved<T> {
  data: T;
  message: string;
}

/**
 * A form that saves one thing (a profile section, a book step): `useApiForm` whose answer's message
 * is the success toast and whose saved thing goes to `onSaved`.
 */
export function useSaveForm<TSchema extends FormSchema, T>({
  onSaved,
  ...options
}: Omit<UseApiFormOptions<TSchema, Saved<T>>, 'onSuccess'> & {
  onSaved: (saved: T) => void;
}): ApiForm<TSchema> {
  return useApiForm({
    ...options,
    onSuccess: ({ data, message }) => {
      void showSuccess(message);
      onSaved(data);
    },
  });
}

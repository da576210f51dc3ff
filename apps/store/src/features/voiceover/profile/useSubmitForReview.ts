import { useState } from 'react';
import { api } from '../../../api';
import { showError } from '../../../feedback/toast';
import { interpretSubmitError, useAction } from '../../../forms';
import type { ProfileStepProps } from './sections';

/**
 * submit_for_review with its state: the server's refusal (422 naming what is missing) as a message
 * to show beside the button, a server or network failure as the generic toast.
 */
export function useSubmitForReview(onSaved: ProfileStepProps['onSaved']) {
  const [error, setError] = useState<string | null>(null);
  const action = useAction(() => api.voiceover.submitForReview(), {
    onSuccess: ({ data }) => onSaved(data),
    onError: (failure) => {
      const reading = interpretSubmitError(failure, []);
      if (reading.kind === 'unexpected') void showError(failure);
      else setError(reading.message);
    },
  });
  const submit = async () => {
    if (action.running) return;
    setError(null);
    await action.run(undefined);
  };
  return { submit, submitting: action.running, error };
}

import { useState } from 'react';
import { api } from '../../../api';
import { showError, showSuccess } from '../../../feedback/toast';
import { interpretSubmitError } from '../../../forms';
import type { ProfileStepProps } from './sections';

/**
 * submit_for_review with its state: the server's refusal (422 naming what is missing) as a message
 * to show beside the button, a server or network failure as the generic toast.
 */
export function useSubmitForReview(onSaved: ProfileStepProps['onSaved']) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const { data, message } = await api.voiceover.submitForReview();
      void showSuccess(message);
      onSaved(data);
    } catch (failure) {
      const reading = interpretSubmitError(failure, []);
      if (reading.kind === 'unexpected') void showError(failure);
      else setError(reading.message);
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting, error };
}

import { DeliverJobBody, type Job } from '@bookstore/api-client/contract';
import { FileUpload, Textarea } from '@bookstore/ui';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { api } from '../../api';
import { showSuccess } from '../../feedback/toast';
import { emptyAsUndefined, useApiForm, ApiFormFrame } from '../../forms';

const RECORDING_TYPES = '.mp3,.m4a,.wav,.flac';
const RECORDING_MAX_BYTES = 200 * 1024 * 1024;

/** The contract's body, with words for a recording not chosen yet. */
const DeliverForm_ = DeliverJobBody.extend({
  file: z.file('Choose the recording to deliver.').pipe(DeliverJobBody.shape.file),
});

/** deliverJob: the recording and a note for the buyer, with the upload's progress. */
export function DeliverForm({ job, onDelivered }: { job: Job; onDelivered: (job: Job) => void }) {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const form = useApiForm({
    schema: DeliverForm_,
    defaultValues: {},
    submit: async (body) => {
      setProgress(0);
      try {
        return await api.voiceover.deliverJob({
          params: { id: job.uid },
          body,
          onUploadProgress: setProgress,
        });
      } finally {
        setProgress(undefined);
      }
    },
    onSuccess: ({ data, message }) => {
      void showSuccess(message);
      onDelivered(data);
    },
  });
  return (
    <ApiFormFrame form={form} label="Deliver the recording" submitLabel="Deliver recording" wide>
      <Controller
        control={form.control}
        name="file"
        render={({ field, fieldState }) => (
          <FileUpload
            label="Recording"
            accept={RECORDING_TYPES}
            maxSize={RECORDING_MAX_BYTES}
            name={field.name}
            progress={progress}
            disabled={form.submitting}
            onFilesChange={(files) => field.onChange(files[0])}
            error={fieldState.error?.message}
          />
        )}
      />
      <Textarea
        label="Note for the buyer"
        rows={3}
        maxLength={2000}
        hint="Optional: what you recorded, anything the buyer should know."
        {...form.field('note', { setValueAs: emptyAsUndefined })}
      />
    </ApiFormFrame>
  );
}

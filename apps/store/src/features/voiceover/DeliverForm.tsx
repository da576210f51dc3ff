import { DeliverJobBody, type Job } from '@bookstore/api-client/contract';
import { FileUpload, Textarea } from '@bookstore/ui';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { showSuccess } from '../../feedback/toast';
import { emptyAsUndefined, useApiForm, ApiFormFrame } from '../../forms';
import {
  asFormFailure,
  PartUploadProgressView,
  PendingUploadNotice,
  usePartSender,
  usePendingUpload,
} from '../shared/PartUpload';

const RECORDING_TYPES = '.mp3,.m4a,.wav,.flac';
const RECORDING_MAX_BYTES = 200 * 1024 * 1024;

/** The contract's body, with words for a recording not chosen yet. */
const DeliverForm_ = DeliverJobBody.extend({
  file: z.file('Choose the recording to deliver.').pipe(DeliverJobBody.shape.file),
});

/** deliverJob: the recording and a note for the buyer, with the upload's progress. */
export function DeliverForm({ job, onDelivered }: { job: Job; onDelivered: (job: Job) => void }) {
  const sender = usePartSender();
  const target = useMemo(() => ({ purpose: 'voiceover_delivery' as const, job_uid: job.uid }), [job.uid]);
  const interrupted = usePendingUpload(target);
  const form = useApiForm({
    schema: DeliverForm_,
    defaultValues: {},
    // Sent in parts straight to storage; a reload mid-upload resumes it when the same file is chosen.
    submit: async ({ file, note }) => {
      try {
        const { data, message } = await sender.send(
          file,
          { ...target, ...(note ? { note } : {}) },
          file.type,
        );
        if (data.purpose !== 'voiceover_delivery') throw new Error(`A delivery answered ${data.purpose}.`);
        return { data: data.job, message };
      } catch (error) {
        throw asFormFailure(error, 'file');
      }
    },
    onSuccess: ({ data, message }) => {
      void showSuccess(message);
      interrupted.refresh();
      onDelivered(data);
    },
  });
  return (
    <ApiFormFrame form={form} label="Deliver the recording" submitLabel="Deliver recording" wide>
      {interrupted.pending && !form.submitting ? (
        <PendingUploadNotice pending={interrupted.pending} onDiscard={() => void interrupted.discard()} />
      ) : null}
      <Controller
        control={form.control}
        name="file"
        render={({ field, fieldState }) => (
          <FileUpload
            label="Recording"
            accept={RECORDING_TYPES}
            maxSize={RECORDING_MAX_BYTES}
            name={field.name}
            disabled={form.submitting}
            onFilesChange={(files) => field.onChange(files[0])}
            error={fieldState.error?.message}
          />
        )}
      />
      {sender.progress ? (
        <PartUploadProgressView progress={sender.progress} onCancel={sender.cancel} />
      ) : null}
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

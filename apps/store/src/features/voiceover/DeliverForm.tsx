import { DeliverJobBody, type Job } from '@bookstore/api-client/contract';
import { Textarea } from '@bookstore/ui';
import { useMemo } from 'react';
import { z } from 'zod';
import { showSuccess } from '../../feedback/toast';
import { emptyAsUndefined, useApiForm, ApiFormFrame } from '../../forms';
import { asFormFailure, PartFileField, PendingUploadNotice, usePartSender } from '../shared/PartUpload';

const RECORDING_TYPES = '.mp3,.m4a,.wav,.flac';
const RECORDING_MAX_BYTES = 200 * 1024 * 1024;

/** The contract's body, with words for a recording not chosen yet. */
const DeliverForm_ = DeliverJobBody.extend({
  file: z.file('Choose the recording to deliver.').pipe(DeliverJobBody.shape.file),
});

/** deliverJob: the recording and a note for the buyer, with the upload's progress. */
export function DeliverForm({ job, onDelivered }: { job: Job; onDelivered: (job: Job) => void }) {
  const target = useMemo(() => ({ purpose: 'voiceover_delivery' as const, job_uid: job.uid }), [job.uid]);
  const sender = usePartSender(target);
  const { interrupted } = sender;
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
      <PendingUploadNotice upload={interrupted} hidden={form.submitting} />
      <PartFileField
        control={form.control}
        name="file"
        label="Recording"
        accept={RECORDING_TYPES}
        maxSize={RECORDING_MAX_BYTES}
        disabled={form.submitting}
        sender={sender}
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

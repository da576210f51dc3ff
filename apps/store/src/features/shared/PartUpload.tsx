import { ApiError } from '@bookstore/api-client';
import type { PartUploadProgress, PendingUpload, UploadTarget } from '@bookstore/api-client/upload-parts';
import type { CompletedUpload } from '@bookstore/api-client/contract';
import { Button, FileUpload, formatFileSize, ProgressBar } from '@bookstore/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { api } from '../../api';
import { partUploader } from '../../uploads';
import { errorMessage } from '../../feedback/toast';
import classes from './partUpload.module.css';

/** An upload in parts under way: its file and how far it is. */
export interface PartProgress extends PartUploadProgress {
  fileName: string;
  /** Every part is sent: the API is checking the file. */
  checking?: boolean;
}

const percentOf = (sent: number, total: number): number =>
  total > 0 ? Math.min(100, Math.floor((sent / total) * 100)) : 0;

/** Words for an upload that failed for good: the server's field message, else the error's. */
function partUploadFailure(error: unknown): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.fieldErrors)[0]?.[0];
    if (first) return first;
    if (error.status === 403 || error.status >= 500) return 'The storage refused a part several times.';
  }
  if (error instanceof Error && error.name === 'NetworkError') {
    return 'The connection dropped several times. Check it, then try again: the parts already sent are kept.';
  }
  return errorMessage(error);
}

export const isCancelled = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends files through the store's part uploader with one cancel at a time: `send` is the call an
 * action (useAction) runs; `progress` feeds PartUploadProgressView; `cancel` stops the running one;
 * `interrupted` is the unfinished upload remembered for `target` (PendingUploadNotice shows it).
 */
export function usePartSender(target: UploadTarget | null) {
  const [progress, setProgress] = useState<PartProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const send = useCallback(
    async (
      file: File,
      target: UploadTarget,
      type?: string,
    ): Promise<{ data: CompletedUpload; message: string }> => {
      const abort = new AbortController();
      controller.current = abort;
      // Indeterminate until the uploader says how far it is (it first asks the API where to start).
      setProgress(null);
      try {
        return await partUploader().uploadInParts(file, {
          target,
          ...(type ? { type } : {}),
          signal: abort.signal,
          onProgress: (p) => setProgress({ fileName: file.name, ...p }),
          onChecking: () =>
            setProgress({
              fileName: file.name,
              sent: file.size,
              total: file.size,
              resumed: 0,
              checking: true,
            }),
        });
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    [],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  const interrupted = usePendingUpload(target);
  return { progress, send, cancel, interrupted };
}

/** The bar of an upload in parts, the "resuming" line when it picked up an earlier one, and Cancel. */
export function PartUploadProgressView({
  progress,
  onCancel,
  name = progress.fileName,
}: {
  progress: PartProgress;
  onCancel: () => void;
  /** What is uploading, in the bar's name ("Uploading <name>"; default the file's name). */
  name?: string;
}) {
  const percent = percentOf(progress.sent, progress.total);
  if (progress.checking) {
    return (
      <div className={classes.Progress}>
        <ProgressBar label={`Uploaded ${name}`} value={100} showValue />
        <p className={classes.Muted} role="status">
          Checking the file…
        </p>
      </div>
    );
  }
  return (
    <div className={classes.Progress}>
      {progress.resumed > 0 ? (
        <p className={classes.Resuming} role="status">
          Resuming upload of {progress.fileName}:{' '}
          <span className={classes.Figure}>{percentOf(progress.resumed, progress.total)} %</span> already
          uploaded
        </p>
      ) : null}
      <ProgressBar label={`Uploading ${name}`} value={percent} showValue />
      <div className={classes.Line}>
        <p className={classes.Muted}>
          {formatFileSize(progress.sent)} of {formatFileSize(progress.total)}
        </p>
        <Button variant="secondary" size="small" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}

/**
 * A failed upload in parts: what went wrong (the server's field message, else the error's), and a
 * retry that resumes from the parts already sent.
 */
export function PartUploadFailure({
  fileName,
  error,
  onRetry,
}: {
  fileName: string;
  error: unknown;
  onRetry?: () => void;
}) {
  return (
    <div className={classes.Failure} role="alert">
      <p>
        The upload of {fileName} did not finish. {partUploadFailure(error)}
      </p>
      {onRetry ? (
        <Button variant="secondary" size="small" onClick={onRetry}>
          Retry upload
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The unfinished upload remembered for `target` (a reload mid-upload), with how much the store holds;
 * `discard` aborts it. Read after mount only: the server rendering has no browser storage.
 */
function usePendingUpload(target: UploadTarget | null) {
  const [pending, setPending] = useState<(PendingUpload & { percent: number | null }) | null>(null);
  const key = target ? JSON.stringify(target) : '';
  const refresh = useCallback(() => {
    void (async () => {
      // After the render that asked: browser storage and the API are read outside it.
      await Promise.resolve();
      const found = target ? partUploader().pendingUpload(target) : null;
      if (!found) {
        setPending(null);
        return;
      }
      try {
        const { data } = await api.uploads.getUpload({ params: { id: found.uploadId } });
        const sent = data.parts.reduce((sum, part) => sum + part.size_bytes, 0);
        setPending(data.upload.status === 'open' ? { ...found, percent: percentOf(sent, found.size) } : null);
      } catch {
        setPending(null);
      }
    })();
    // `key` stands for the target's fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(refresh, [refresh]);
  const discard = useCallback(async () => {
    if (target) await partUploader().discardPending(target);
    setPending(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { pending, refresh, discard };
}

/**
 * "An upload of X was interrupted" (the remembered upload of `usePendingUpload`): pick the same file
 * again to resume it, or discard it. Nothing while there is none, or while `hidden` (an upload runs).
 */
export function PendingUploadNotice({
  upload,
  hidden = false,
}: {
  upload: ReturnType<typeof usePendingUpload>;
  hidden?: boolean;
}) {
  const { pending } = upload;
  if (!pending || hidden) return null;
  return (
    <div className={classes.Notice} role="status">
      <p>
        An upload of <strong>{pending.name}</strong> ({formatFileSize(pending.size)}) was interrupted
        {pending.percent === null ? '' : ` at ${pending.percent} %`}. Choose the same file again to resume it.
      </p>
      <Button variant="secondary" size="small" onClick={() => void upload.discard()}>
        Discard it
      </Button>
    </div>
  );
}

/**
 * A form's file sent in parts (useApiForm): the picker with its error, then the upload's progress and
 * cancel while it runs. A new `pickerKey` empties the picker, which keeps the chosen file in its state.
 */
export function PartFileField<T extends FieldValues>({
  control,
  name,
  label,
  accept,
  maxSize,
  disabled,
  sender,
  pickerKey,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  accept: string;
  maxSize: number;
  disabled: boolean;
  sender: Pick<ReturnType<typeof usePartSender>, 'progress' | 'cancel'>;
  pickerKey?: number;
}) {
  return (
    <>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <FileUpload
            key={pickerKey}
            label={label}
            accept={accept}
            maxSize={maxSize}
            name={field.name}
            disabled={disabled}
            onFilesChange={(files) => field.onChange(files[0])}
            error={fieldState.error?.message}
          />
        )}
      />
      {sender.progress ? (
        <PartUploadProgressView progress={sender.progress} onCancel={sender.cancel} />
      ) : null}
    </>
  );
}

const FILE_FIELDS = new Set(['file', 'file_name', 'size', 'type', 'parts', 'part_number', 'id']);

/**
 * An upload in parts' failure as a form shows it (useApiForm): the session's file fields (`size`,
 * `type`, `parts`, the check's `file`) on the form's own file field, a cancel as a plain message.
 */
export function asFormFailure(error: unknown, fileField: string): unknown {
  if (isCancelled(error))
    return new ApiError(400, 'The upload was cancelled. Submit again to start it afresh.');
  if (error instanceof ApiError && error.status === 422) {
    const fields: Record<string, string[]> = {};
    for (const [name, messages] of Object.entries(error.fieldErrors)) {
      const target = FILE_FIELDS.has(name) ? fileField : name;
      fields[target] = [...(fields[target] ?? []), ...messages];
    }
    return new ApiError(422, error.message, fields, error.body);
  }
  if (error instanceof ApiError && error.status < 500 && error.status !== 403) return error;
  return new ApiError(422, partUploadFailure(error), { [fileField]: [partUploadFailure(error)] });
}

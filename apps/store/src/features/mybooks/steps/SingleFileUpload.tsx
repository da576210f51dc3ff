import type { UploadTarget } from '@bookstore/api-client/upload-parts';
import type { SellerBook } from '@bookstore/api-client/contract';
import { Button, FileUpload, ProgressBar } from '@bookstore/ui';
import { useState, type ReactNode } from 'react';
import { useAction } from '../../../forms';
import {
  isCancelled,
  PartUploadFailure,
  PartUploadProgressView,
  PendingUploadNotice,
  usePartSender,
} from '../../shared/PartUpload';
import { uploadFailure } from './content';
import classes from './content.module.css';

/** What an upload is told while it runs: the percentage sent, when the client can tell. */
export type OnProgress = (percent: number) => void;

export interface SingleFileUploadProps {
  /** The picker's label ("Choose the EPUB", "Choose a cover"). */
  label: string;
  accept: string;
  maxSize: number;
  hint?: ReactNode;
  preview?: boolean;
  /** The button's text ("Upload EPUB"). */
  action: string;
  /** The body field the server names in a 422 about the file (`file`, `cover`). */
  field?: string;
  /** Checks or converts the chosen file before it is sent; a string is the reason it is refused. */
  prepare?: (file: File) => File | string;
  /** The call: the answer's saved book and message (unless `inParts`). */
  upload?: (file: File, onProgress: OnProgress) => Promise<{ data: SellerBook; message: string }>;
  /** Sends the file in parts straight to storage for this target instead (resumable after a reload). */
  inParts?: UploadTarget;
  onUploaded: (book: SellerBook) => void;
  /** Told whether a chosen file waits to be uploaded (so leaving the step can warn). */
  onPendingChange?: (pending: boolean) => void;
}

/**
 * One file (the EPUB, the cover): choose it (type and size checked by the picker), upload it with a
 * progress bar, and see the server's refusal under the picker.
 */
export function SingleFileUpload({
  label,
  accept,
  maxSize,
  hint,
  preview = false,
  action,
  field = 'file',
  prepare,
  upload,
  inParts,
  onUploaded,
  onPendingChange,
}: SingleFileUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // undefined while uploading: the client has not told (yet) how far it is; the bar is indeterminate.
  const [progress, setProgress] = useState<number | undefined>(undefined);
  // A new key empties the picker after an upload.
  const [pickerKey, setPickerKey] = useState(0);

  const sender = usePartSender(inParts ?? null);
  const { interrupted } = sender;
  // A failure of an upload in parts: shown with a retry that resumes it.
  const [failure, setFailure] = useState<{ file: File; error: unknown } | null>(null);
  const call = async (prepared: File): Promise<{ data: SellerBook; message: string }> => {
    if (inParts) {
      const { data, message } = await sender.send(prepared, inParts, prepared.type);
      if (!('book' in data)) throw new Error(`An upload for ${data.purpose} answered no book.`);
      return { data: data.book, message };
    }
    if (!upload) throw new Error('SingleFileUpload needs `upload` or `inParts`.');
    return upload(prepared, setProgress);
  };
  const sending = useAction(call, {
    onSettled: interrupted.refresh,
    onSuccess: ({ data }) => {
      setFile(null);
      onPendingChange?.(false);
      setPickerKey((key) => key + 1);
      onUploaded(data);
    },
    onError: (problem, prepared) => {
      if (isCancelled(problem)) return;
      if (inParts) {
        setFailure({ file: prepared, error: problem });
        return;
      }
      const shown = uploadFailure(problem, [field]);
      if (shown) setError(Object.values(shown).join(' '));
    },
  });
  const uploading = sending.running;

  const send = async () => {
    if (!file || uploading) return;
    const prepared = prepare ? prepare(file) : file;
    if (typeof prepared === 'string') {
      setError(prepared);
      return;
    }
    setProgress(undefined);
    setError(null);
    setFailure(null);
    await sending.run(prepared);
  };
  const retry = async () => {
    if (!failure || uploading) return;
    setFailure(null);
    await sending.run(failure.file);
  };

  return (
    <div className={classes.Upload}>
      <PendingUploadNotice upload={interrupted} hidden={uploading} />
      <FileUpload
        key={pickerKey}
        label={label}
        accept={accept}
        maxSize={maxSize}
        hint={hint}
        preview={preview}
        disabled={uploading}
        error={error ?? undefined}
        onFilesChange={(files) => {
          setError(null);
          setFailure(null);
          setFile(files[0] ?? null);
          onPendingChange?.(files.length > 0);
        }}
      />
      {uploading && sender.progress ? (
        <PartUploadProgressView progress={sender.progress} onCancel={sender.cancel} />
      ) : uploading ? (
        <ProgressBar label={`Uploading ${file?.name ?? 'the file'}`} value={progress} showValue />
      ) : null}
      {failure && !uploading ? (
        <PartUploadFailure fileName={failure.file.name} error={failure.error} onRetry={() => void retry()} />
      ) : null}
      {file ? (
        <div>
          <Button loading={uploading} onClick={() => void send()}>
            {action}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

import type { SellerBook } from '@bookstore/api-client/contract';
import { Button, FileUpload, ProgressBar } from '@bookstore/ui';
import { useState, type ReactNode } from 'react';
import { useAction } from '../../../forms';
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
  /** The call: the answer's saved book and message. */
  upload: (file: File, onProgress: OnProgress) => Promise<{ data: SellerBook; message: string }>;
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
  onUploaded,
  onPendingChange,
}: SingleFileUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // undefined while uploading: the client has not told (yet) how far it is; the bar is indeterminate.
  const [progress, setProgress] = useState<number | undefined>(undefined);
  // A new key empties the picker after an upload.
  const [pickerKey, setPickerKey] = useState(0);

  const sending = useAction((prepared: File) => upload(prepared, setProgress), {
    onSuccess: ({ data }) => {
      setFile(null);
      onPendingChange?.(false);
      setPickerKey((key) => key + 1);
      onUploaded(data);
    },
    onError: (failure) => {
      const shown = uploadFailure(failure, [field]);
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
    await sending.run(prepared);
  };

  return (
    <div className={classes.Upload}>
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
          setFile(files[0] ?? null);
          onPendingChange?.(files.length > 0);
        }}
      />
      {uploading ? (
        <ProgressBar label={`Uploading ${file?.name ?? 'the file'}`} value={progress} showValue />
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

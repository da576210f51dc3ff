import { clsx } from 'clsx';
import { useEffect, useId, useMemo, useState, type DragEvent, type ReactNode } from 'react';
import { FieldMessages, fieldDescription } from '../FormField';
import { IconButton } from '../IconButton';
import { FileIcon, TrashIcon, UploadIcon } from '../icons';
import { ProgressBar } from '../ProgressBar';
import classes from './FileUpload.module.css';

export interface FileUploadProps {
  label: ReactNode;
  /** Accepted types as for `<input accept>`: MIME types, wildcards (`image/*`) or extensions (`.pdf`). */
  accept?: string;
  /** Largest accepted file in bytes. */
  maxSize?: number;
  multiple?: boolean;
  /** Called with the accepted files whenever the selection changes. */
  onFilesChange?: (files: File[]) => void;
  /** Upload progress from 0 to 100; shows a progress bar while defined. */
  progress?: number;
  /** Error from outside (e.g. the upload failed). */
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** Shows thumbnails of chosen images. */
  preview?: boolean;
  name?: string;
  className?: string;
}

const UNITS = ['B', 'KB', 'MB', 'GB'];

/** Human-readable size: 5242880 -> "5 MB". */
export function formatFileSize(bytes: number): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${Number.isInteger(size) ? size : size.toFixed(1)} ${UNITS[unit]}`;
}

/** Whether a file matches an `accept` string (same rules as the browser's picker). */
export function isAccepted(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => {
      if (rule.startsWith('.')) return name.endsWith(rule);
      if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
      return type === rule;
    });
}

function describeAccept(accept: string) {
  return accept
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^\./, '')
        .replace(/^image\/\*$/, 'images')
        .replace(/^audio\/\*$/, 'audio files'),
    )
    .map((part) => (part.includes('/') ? (part.split('/')[1] ?? part) : part).toUpperCase())
    .join(', ');
}

function Thumbnail({ file }: { file: File }) {
  const url = useMemo(
    () => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url ? <img src={url} alt={`Preview of ${file.name}`} className={classes.Thumb} /> : null;
}

/**
 * File picker with a drop zone: click or drop, type and size limits with a clear error,
 * image previews and upload progress.
 */
export function FileUpload({
  label,
  accept,
  maxSize,
  multiple = false,
  onFilesChange,
  progress,
  error,
  hint,
  disabled,
  preview = true,
  name,
  className,
}: FileUploadProps) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const limits = [
    accept ? `Accepted: ${describeAccept(accept)}` : null,
    maxSize ? `Up to ${formatFileSize(maxSize)}` : null,
  ]
    .filter(Boolean)
    .join('. ');
  const shownError = rejection ?? error;
  const { hintId, errorId, hasError, describedBy: messages } = fieldDescription(id, hint, shownError);
  const describedBy = [`${id}-limits`, messages].filter(Boolean).join(' ');

  const take = (list: FileList | File[] | null) => {
    const incoming = Array.from(list ?? []);
    if (incoming.length === 0) return;
    const chosen = multiple ? incoming : incoming.slice(0, 1);
    const problems: string[] = [];
    const accepted = chosen.filter((file) => {
      if (!isAccepted(file, accept)) {
        problems.push(
          `${file.name} is not an accepted file type${accept ? ` (${describeAccept(accept)})` : ''}.`,
        );
        return false;
      }
      if (maxSize !== undefined && file.size > maxSize) {
        problems.push(
          `${file.name} is ${formatFileSize(file.size)}, larger than the ${formatFileSize(maxSize)} limit.`,
        );
        return false;
      }
      return true;
    });
    setRejection(problems.length ? problems.join(' ') : null);
    if (accepted.length === 0) return;
    const next = multiple ? [...files, ...accepted] : accepted;
    setFiles(next);
    onFilesChange?.(next);
  };

  const remove = (file: File) => {
    const next = files.filter((f) => f !== file);
    setFiles(next);
    onFilesChange?.(next);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <div className={clsx(classes.Root, className)}>
      <span className={classes.Label} id={`${id}-label`}>
        {label}
      </span>
      <label
        className={classes.Zone}
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          type="file"
          className={classes.Input}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          name={name}
          aria-labelledby={`${id}-label ${id}-action`}
          aria-describedby={describedBy}
          aria-invalid={hasError || undefined}
          onChange={(event) => {
            take(event.target.files);
            // Let the same file be chosen again after removing it.
            event.target.value = '';
          }}
        />
        <UploadIcon size={28} className={classes.ZoneIcon} />
        <span id={`${id}-action`} className={classes.Action}>
          <strong>Choose a file</strong> or drag it here
        </span>
        <span id={`${id}-limits`} className={classes.Limits}>
          {limits}
        </span>
      </label>
      <FieldMessages
        hintId={hintId}
        errorId={errorId}
        hint={hint}
        error={shownError}
        classes={classes}
        errorRole="alert"
      />
      {files.length ? (
        <ul className={classes.Files} aria-label="Chosen files">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={classes.File}>
              {preview && file.type.startsWith('image/') ? (
                <Thumbnail file={file} />
              ) : (
                <FileIcon size={24} className={classes.FileIcon} />
              )}
              <span className={classes.FileName}>{file.name}</span>
              <span className={classes.FileSize}>{formatFileSize(file.size)}</span>
              <IconButton
                size="small"
                label={`Remove ${file.name}`}
                icon={<TrashIcon size={16} />}
                disabled={disabled}
                onClick={() => remove(file)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {progress !== undefined ? (
        <ProgressBar
          label={progress >= 100 ? 'Upload complete' : 'Uploading'}
          value={progress}
          showValue
          tone={progress >= 100 ? 'success' : 'accent'}
        />
      ) : null}
    </div>
  );
}

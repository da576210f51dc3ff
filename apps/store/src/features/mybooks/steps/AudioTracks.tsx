import type { SellerBook } from '@bookstore/api-client/contract';
import {
  Button,
  ChevronDownIcon,
  ChevronUpIcon,
  FileUpload,
  formatFileSize,
  IconButton,
  ProgressBar,
  TextField,
  TrashIcon,
} from '@bookstore/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAction } from '../../../forms';
import {
  isCancelled,
  PartUploadFailure,
  PartUploadProgressView,
  PendingUploadNotice,
  usePartSender,
} from '../../shared/PartUpload';
import { asAudio, audioProblem, titleFromFileName } from './content';
import classes from './content.module.css';
import { SavedTracks } from './SavedTracks';

/** A chosen audio file waiting for (or in) its upload. */
interface QueuedTrack {
  key: number;
  file: File;
  title: string;
  /** Sent in parts straight to storage; a failed one keeps its parts, so a retry resumes it. */
  state: { kind: 'waiting' } | { kind: 'uploading' } | { kind: 'failed'; error: unknown };
  errors: { title?: string };
}

/**
 * An audiobook's content: its saved tracks, and new audio files to add, each with its own title and
 * progress bar, uploaded one after another in the order arranged here.
 */
export function AudioTracks({
  book,
  onSaved,
  onPendingChange,
}: {
  book: SellerBook;
  onSaved: (book: SellerBook) => void;
  onPendingChange?: (pending: boolean) => void;
}) {
  const id = useId();
  const [queue, setQueue] = useState<QueuedTrack[]>([]);
  const [rejection, setRejection] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  const nextKey = useRef(0);
  const tracksHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    onPendingChange?.(queue.length > 0);
  }, [queue.length, onPendingChange]);

  const update = (key: number, change: (track: QueuedTrack) => QueuedTrack) =>
    setQueue((current) => current.map((track) => (track.key === key ? change(track) : track)));

  const add = (files: File[]) => {
    const problems: string[] = [];
    const accepted: QueuedTrack[] = [];
    for (const file of files) {
      const problem = audioProblem(file);
      if (problem) {
        problems.push(problem);
        continue;
      }
      nextKey.current += 1;
      accepted.push({
        key: nextKey.current,
        file: asAudio(file),
        title: titleFromFileName(file.name),
        state: { kind: 'waiting' },
        errors: {},
      });
    }
    setRejection(problems.length ? problems.join(' ') : null);
    setQueue((current) => [...current, ...accepted]);
    // The picker only hands files over; the list below holds them.
    setPickerKey((key) => key + 1);
  };

  const move = (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const moved = queue[index];
    if (!moved || target < 0 || target >= queue.length) return;
    const next = queue.filter((track) => track.key !== moved.key);
    next.splice(target, 0, moved);
    // Rendered at once so the moved file's button keeps the focus (React may re-insert its row).
    flushSync(() => setQueue(next));
    const wanted = document.getElementById(`${id}-${direction}-${moved.key}`);
    const other = document.getElementById(`${id}-${direction === 'up' ? 'down' : 'up'}-${moved.key}`);
    (wanted && !wanted.hasAttribute('disabled') ? wanted : other)?.focus();
  };

  // Only purpose and book name the remembered upload: one track of a book is sent at a time.
  const target = useMemo(
    () => ({ purpose: 'audiobook_track' as const, book_uid: book.uid, title: '' }),
    [book.uid],
  );
  const sender = usePartSender(target);
  const { interrupted } = sender;
  const cancelled = useRef(false);
  const uploadTrack = useAction(
    ({ track, position }: { track: QueuedTrack; position: number }) =>
      sender.send(track.file, { ...target, title: track.title.trim(), position }, track.file.type),
    {
      onSuccess: ({ data }, { track }) => {
        setQueue((current) => current.filter((t) => t.key !== track.key));
        if (data.purpose === 'audiobook_track') onSaved(data.book);
      },
      onError: (error, { track }) => {
        if (isCancelled(error)) {
          cancelled.current = true;
          update(track.key, (t) => ({ ...t, state: { kind: 'waiting' } }));
          return;
        }
        update(track.key, (t) => ({ ...t, state: { kind: 'failed', error } }));
      },
      onSettled: interrupted.refresh,
    },
  );

  const uploadAll = async () => {
    if (uploading || queue.length === 0) return;
    // Titles are checked first, so nothing is sent while one is empty.
    const untitled = queue.filter((track) => track.title.trim() === '');
    if (untitled.length > 0) {
      setQueue((current) =>
        current.map((track) =>
          track.title.trim() === '' ? { ...track, errors: { title: 'Give this track a title.' } } : track,
        ),
      );
      document.getElementById(`${id}-title-${untitled[0]?.key}`)?.focus();
      return;
    }
    setUploading(true);
    cancelled.current = false;
    let position = book.audio_files.reduce((max, track) => Math.max(max, track.position + 1), 0);
    let failed = false;
    for (const track of queue) {
      if (cancelled.current) break;
      update(track.key, (t) => ({ ...t, state: { kind: 'uploading' }, errors: {} }));
      const saved = await uploadTrack.run({ track, position });
      if (saved) position += 1;
      else failed = true;
    }
    setUploading(false);
    if (!failed) tracksHeading.current?.focus();
  };

  return (
    <div className={classes.Content}>
      <SavedTracks book={book} onSaved={onSaved} headingRef={tracksHeading} />
      <div className={classes.Upload}>
        <PendingUploadNotice upload={interrupted} hidden={uploading} />
        <FileUpload
          key={pickerKey}
          label="Add audio files"
          multiple
          disabled={uploading}
          hint="MP3, M4A or M4B, up to 4 GB each. Choose several at once; they are added after the tracks above, in the order arranged below."
          error={rejection ?? undefined}
          onFilesChange={add}
        />
        {queue.length > 0 ? (
          <>
            <h4 className={classes.Subtitle} id={`${id}-queue`}>
              To upload
            </h4>
            <ol className={classes.Queue} aria-labelledby={`${id}-queue`}>
              {queue.map((track, index) => (
                <li key={track.key} className={classes.QueueItem}>
                  <div className={classes.QueueFields}>
                    <TextField
                      id={`${id}-title-${track.key}`}
                      label={`Title of track ${book.audio_files.length + index + 1}`}
                      value={track.title}
                      maxLength={200}
                      disabled={uploading}
                      error={track.errors.title}
                      onChange={(event) => {
                        const title = event.target.value;
                        update(track.key, (t) => ({
                          ...t,
                          title,
                          errors: { ...t.errors, title: undefined },
                        }));
                      }}
                    />
                    <p className={classes.Muted}>
                      {track.file.name} · {formatFileSize(track.file.size)}
                    </p>
                    {track.state.kind === 'failed' ? (
                      <PartUploadFailure
                        fileName={track.file.name}
                        error={track.state.error}
                        onRetry={uploading ? undefined : () => void uploadAll()}
                      />
                    ) : null}
                  </div>
                  <div className={classes.QueueActions}>
                    <IconButton
                      id={`${id}-up-${track.key}`}
                      size="small"
                      variant="ghost"
                      label={`Move ${track.title || track.file.name} up`}
                      icon={<ChevronUpIcon size={16} />}
                      disabled={uploading || index === 0}
                      onClick={() => move(index, 'up')}
                    />
                    <IconButton
                      id={`${id}-down-${track.key}`}
                      size="small"
                      variant="ghost"
                      label={`Move ${track.title || track.file.name} down`}
                      icon={<ChevronDownIcon size={16} />}
                      disabled={uploading || index === queue.length - 1}
                      onClick={() => move(index, 'down')}
                    />
                    <IconButton
                      size="small"
                      variant="ghost"
                      label={`Remove ${track.title || track.file.name} from the list`}
                      icon={<TrashIcon size={16} />}
                      disabled={uploading}
                      onClick={() => setQueue((current) => current.filter((t) => t.key !== track.key))}
                    />
                  </div>
                  {track.state.kind === 'uploading' ? (
                    <div className={classes.QueueProgress}>
                      {sender.progress ? (
                        <PartUploadProgressView
                          progress={sender.progress}
                          onCancel={sender.cancel}
                          name={track.title}
                        />
                      ) : (
                        <ProgressBar label={`Uploading ${track.title}`} />
                      )}
                    </div>
                  ) : uploading && track.state.kind === 'waiting' ? (
                    <p className={classes.Muted}>Waiting to upload</p>
                  ) : null}
                </li>
              ))}
            </ol>
            <div>
              <Button loading={uploading} onClick={() => void uploadAll()}>
                {queue.length === 1 ? 'Upload 1 track' : `Upload ${queue.length} tracks`}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}

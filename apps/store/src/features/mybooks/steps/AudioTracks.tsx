import type { AudiobookFile, SellerBook } from '@bookstore/api-client/contract';
import {
  Button,
  ChevronDownIcon,
  ChevronUpIcon,
  Dialog,
  FileUpload,
  formatFileSize,
  IconButton,
  ProgressBar,
  TextField,
  TrashIcon,
} from '@bookstore/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { api } from '../../../api';
import { useAction } from '../../../forms';
import {
  asAudio,
  audioProblem,
  durationInWords,
  formatDuration,
  titleFromFileName,
  uploadFailure,
} from './content';
import classes from './content.module.css';

/** A chosen audio file waiting for (or in) its upload. */
interface QueuedTrack {
  key: number;
  file: File;
  title: string;
  /** Uploading: the percentage sent, undefined until the client tells. */
  state: { kind: 'waiting' } | { kind: 'uploading'; progress: number | undefined } | { kind: 'failed' };
  errors: { file?: string; title?: string };
}

function Duration({ seconds }: { seconds: number }) {
  return (
    <time dateTime={`PT${Math.max(0, Math.round(seconds))}S`} aria-label={durationInWords(seconds)}>
      {formatDuration(seconds)}
    </time>
  );
}

/** The saved tracks in play order, each with its length and size and a delete that asks first. */
function SavedTracks({
  book,
  onSaved,
  headingRef,
}: {
  book: SellerBook;
  onSaved: (book: SellerBook) => void;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const [deleting, setDeleting] = useState<AudiobookFile | null>(null);
  // After a delete, the focus goes to the list's heading: the dialog hands it back to its opener
  // first (in its effect cleanup, before this effect), and that button goes with the deleted track.
  const focusTracksOnClose = useRef(false);
  useEffect(() => {
    if (deleting || !focusTracksOnClose.current) return;
    focusTracksOnClose.current = false;
    headingRef.current?.focus();
  }, [deleting, headingRef]);
  const tracks = [...book.audio_files].sort((a, b) => a.position - b.position);
  const total = tracks.reduce((sum, track) => sum + track.duration_seconds, 0);
  const id = useId();
  // Not the action's `running`: the buttons must be enabled again inside the render that moves the
  // track, so the moved track's button can take the focus before the action settles.
  const [moving, setMoving] = useState(false);
  type Move = { ids: number[]; moved: AudiobookFile; direction: 'up' | 'down' };
  const reorder = useAction(
    ({ ids }: Move) =>
      api.selling.reorderAudiobookFiles({ params: { uid: book.uid }, body: { file_ids: ids } }),
    {
      onSuccess: ({ data }, { moved, direction }) => {
        // Rendered at once, buttons enabled again, so the moved track's button can take the focus.
        flushSync(() => {
          setMoving(false);
          onSaved(data);
        });
        const wanted = document.getElementById(`${id}-${direction}-${moved.id}`);
        const other = document.getElementById(`${id}-${direction === 'up' ? 'down' : 'up'}-${moved.id}`);
        (wanted && !wanted.hasAttribute('disabled') ? wanted : other)?.focus();
      },
      onError: (error) => uploadFailure(error, ['file_ids']),
      onSettled: () => setMoving(false),
    },
  );

  /** Moves a saved track one place up or down (the server keeps the order), keeping the focus on it. */
  const move = async (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const moved = tracks[index];
    if (!moved || moving || target < 0 || target >= tracks.length) return;
    const ids = tracks.filter((track) => track.id !== moved.id).map((track) => track.id);
    ids.splice(target, 0, moved.id);
    setMoving(true);
    await reorder.run({ ids, moved, direction });
  };

  const deleteTrack = useAction(api.selling.deleteAudiobookFile, {
    onSuccess: ({ data }) => {
      focusTracksOnClose.current = true;
      setDeleting(null);
      onSaved(data);
    },
    onError: (error) => {
      uploadFailure(error, ['file_id']);
      setDeleting(null);
    },
  });
  const busy = deleteTrack.running;
  const remove = async () => {
    if (!deleting || busy) return;
    await deleteTrack.run({ params: { uid: book.uid }, body: { file_id: deleting.id } });
  };

  return (
    <div className={classes.Tracks}>
      <h4 ref={headingRef} tabIndex={-1} className={classes.Subtitle}>
        Tracks
      </h4>
      {tracks.length === 0 ? (
        <p className={classes.Muted}>No tracks yet. Upload the audiobook’s audio files below.</p>
      ) : (
        <>
          <ol className={classes.TrackList} aria-label="Tracks in play order">
            {tracks.map((track, index) => (
              <li key={track.id} className={classes.Track}>
                <span className={classes.TrackNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={classes.TrackTitle}>{track.title}</span>
                <span className={classes.TrackMeta}>
                  <Duration seconds={track.duration_seconds} />
                  <span aria-hidden="true"> · </span>
                  <span>{formatFileSize(track.size_bytes)}</span>
                </span>
                <span className={classes.TrackActions}>
                  <IconButton
                    id={`${id}-up-${track.id}`}
                    size="small"
                    variant="ghost"
                    label={`Move ${track.title} up`}
                    icon={<ChevronUpIcon size={16} />}
                    disabled={moving || index === 0}
                    onClick={() => void move(index, 'up')}
                  />
                  <IconButton
                    id={`${id}-down-${track.id}`}
                    size="small"
                    variant="ghost"
                    label={`Move ${track.title} down`}
                    icon={<ChevronDownIcon size={16} />}
                    disabled={moving || index === tracks.length - 1}
                    onClick={() => void move(index, 'down')}
                  />
                  <IconButton
                    size="small"
                    variant="ghost"
                    label={`Delete ${track.title}`}
                    icon={<TrashIcon size={16} />}
                    onClick={() => setDeleting(track)}
                  />
                </span>
                {track.chapters.length > 0 ? (
                  // The chapters read from the file's tags: what listeners will step through.
                  <details className={classes.TrackChapters}>
                    <summary>{track.chapters.length} chapters in this file</summary>
                    <ol aria-label={`Chapters of ${track.title}`}>
                      {track.chapters.map((chapter) => (
                        <li key={chapter.start_seconds}>
                          <span>{chapter.title}</span>
                          <span className={classes.TrackMeta}>
                            from <Duration seconds={chapter.start_seconds} />
                          </span>
                        </li>
                      ))}
                    </ol>
                  </details>
                ) : null}
              </li>
            ))}
          </ol>
          <p className={classes.Total}>
            Total duration: <Duration seconds={total} /> ({tracks.length}{' '}
            {tracks.length === 1 ? 'track' : 'tracks'})
          </p>
        </>
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => {
          if (!busy) setDeleting(null);
        }}
        title="Delete this track?"
        description={
          deleting
            ? `“${deleting.title}” will be removed from the audiobook. This cannot be undone.`
            : undefined
        }
        size="small"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={busy}>
              Keep it
            </Button>
            <Button variant="danger" loading={busy} onClick={() => void remove()}>
              Delete track
            </Button>
          </>
        }
      />
    </div>
  );
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

  const uploadTrack = useAction(
    ({ track, position }: { track: QueuedTrack; position: number }) =>
      api.selling.uploadAudiobookFile({
        params: { uid: book.uid },
        body: { file: track.file, title: track.title.trim(), position },
        onUploadProgress: (percent: number) =>
          update(track.key, (t) => ({ ...t, state: { kind: 'uploading', progress: percent } })),
      }),
    {
      onSuccess: ({ data }, { track }) => {
        setQueue((current) => current.filter((t) => t.key !== track.key));
        onSaved(data.book);
      },
      onError: (error, { track }) => {
        const shown = uploadFailure(error, ['file', 'title', 'position']);
        update(track.key, (t) => ({
          ...t,
          state: { kind: 'failed' },
          errors: { file: shown?.file ?? shown?.position, title: shown?.title },
        }));
      },
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
    let position = book.audio_files.reduce((max, track) => Math.max(max, track.position + 1), 0);
    let failed = false;
    for (const track of queue) {
      update(track.key, (t) => ({ ...t, state: { kind: 'uploading', progress: undefined }, errors: {} }));
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
                    {track.errors.file ? (
                      <p className={classes.Error} role="alert">
                        {track.errors.file}
                      </p>
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
                    <ProgressBar
                      className={classes.QueueProgress}
                      label={`Uploading ${track.title}`}
                      value={track.state.progress}
                      showValue
                    />
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

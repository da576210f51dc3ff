import type { AudiobookFile, SellerBook } from '@bookstore/api-client/contract';
import {
  Button,
  ChevronDownIcon,
  ChevronUpIcon,
  Dialog,
  formatFileSize,
  IconButton,
  TrashIcon,
} from '@bookstore/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { api } from '../../../api';
import { useAction } from '../../../forms';
import { durationInWords, formatDuration, uploadFailure } from './content';
import classes from './content.module.css';

function Duration({ seconds }: { seconds: number }) {
  return (
    <time dateTime={`PT${Math.max(0, Math.round(seconds))}S`} aria-label={durationInWords(seconds)}>
      {formatDuration(seconds)}
    </time>
  );
}

/** The saved tracks in play order, each with its length and size and a delete that asks first. */
export function SavedTracks({
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

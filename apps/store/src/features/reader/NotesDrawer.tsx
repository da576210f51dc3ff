import type { Annotation } from '@bookstore/api-client/contract';
import { Button, Drawer, RadioGroup, Textarea, type DrawerProps } from '@bookstore/ui';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { HIGHLIGHT_COLORS, type HighlightColor } from './highlights';
import type { Annotations } from './useAnnotations';
import classes from './reader.module.css';

export interface NotesDrawerProps extends Pick<DrawerProps, 'open' | 'onClose'> {
  notes: Annotations;
  /** Opens the place of a bookmark or highlight. */
  onGo: (location: string) => void;
}

/** The bookmarks and highlights in book order: open, recolour, write a note on, remove. */
export function NotesDrawer({ open, onClose, notes, onGo }: NotesDrawerProps) {
  const { annotations } = notes;
  // The note being written (one at a time) and its draft.
  const [editing, setEditing] = useState<{ id: number; draft: string } | null>(null);

  // The note editor takes focus when it opens; closed, it gives focus back to its button.
  const editingId = editing?.id;
  const noteButtonToFocus = useRef<number | null>(null);
  useEffect(() => {
    if (editingId !== undefined) {
      document.getElementById(`reader-note-text-${editingId}`)?.focus();
    } else if (noteButtonToFocus.current !== null) {
      document.getElementById(`reader-note-${noteButtonToFocus.current}`)?.focus();
      noteButtonToFocus.current = null;
    }
  }, [editingId]);

  function closeNoteEditor(id: number) {
    noteButtonToFocus.current = id;
    setEditing(null);
  }

  async function saveNote(a: Annotation) {
    // The editor stays open with the text when the note could not be saved, to try again.
    if (editing && (await notes.saveNote(a, editing.draft))) closeNoteEditor(a.id);
  }

  const sortedNotes = useMemo(() => [...annotations].sort((a, b) => a.percent - b.percent), [annotations]);

  return (
    <Drawer open={open} onClose={onClose} title="Bookmarks and highlights">
      {sortedNotes.length ? (
        <ul className={classes.Notes}>
          {sortedNotes.map((a) => {
            const kind = a.kind === 'bookmark' ? 'bookmark' : 'highlight';
            const color = (a.color ?? 'yellow') as HighlightColor;
            return (
              <li
                key={a.id}
                className={classes.Note}
                data-kind={a.kind}
                data-color={a.kind === 'highlight' ? color : undefined}
                style={
                  a.kind === 'highlight'
                    ? ({ '--reader-note-color': HIGHLIGHT_COLORS[color].fill } as CSSProperties)
                    : undefined
                }
              >
                <div className={classes.NoteBody}>
                  <button type="button" className={classes.Result} onClick={() => onGo(a.location)}>
                    <strong>{a.kind === 'bookmark' ? 'Bookmark' : 'Highlight'}</strong> ·{' '}
                    {Math.round(a.percent)}%{a.chapter ? ` · ${a.chapter}` : ''}
                    <span className={classes.Excerpt}>{a.excerpt || 'Page bookmark'}</span>
                  </button>
                  {a.note && editing?.id !== a.id ? (
                    <p className={classes.NoteText}>
                      <span className={classes.VisuallyHidden}>Note: </span>
                      {a.note}
                    </p>
                  ) : null}
                  {a.kind === 'highlight' ? (
                    <RadioGroup
                      label="Colour"
                      name={`reader-color-${a.id}`}
                      value={color}
                      onChange={(v) => void notes.changeColor(a, v as HighlightColor)}
                      orientation="horizontal"
                      className={classes.Colors}
                      options={Object.entries(HIGHLIGHT_COLORS).map(([value, c]) => ({
                        value,
                        label: (
                          <span className={classes.Swatch}>
                            <span
                              aria-hidden="true"
                              className={classes.SwatchDot}
                              style={{ background: c.fill }}
                            />
                            {c.label}
                          </span>
                        ),
                      }))}
                    />
                  ) : null}
                  {editing?.id === a.id ? (
                    <form
                      className={classes.NoteForm}
                      onSubmit={(e) => {
                        e.preventDefault();
                        void saveNote(a);
                      }}
                    >
                      <Textarea
                        label={`Note on this ${kind}`}
                        value={editing.draft}
                        maxLength={2000}
                        rows={3}
                        id={`reader-note-text-${a.id}`}
                        onChange={(e) => setEditing({ id: a.id, draft: e.currentTarget.value })}
                        onKeyDown={(e) => {
                          // Escape leaves the note unchanged (and keeps the panel open).
                          if (e.key !== 'Escape') return;
                          e.preventDefault();
                          e.stopPropagation();
                          closeNoteEditor(a.id);
                        }}
                      />
                      <div className={classes.NoteActions}>
                        <Button type="submit" size="small">
                          Save note
                        </Button>
                        <Button variant="ghost" size="small" onClick={() => closeNoteEditor(a.id)}>
                          Cancel
                        </Button>
                      </div>
                    </form>
                  ) : (
                    <Button
                      id={`reader-note-${a.id}`}
                      variant="ghost"
                      size="small"
                      onClick={() => setEditing({ id: a.id, draft: a.note ?? '' })}
                    >
                      {a.note ? 'Edit note' : 'Add note'}
                      <span className={classes.VisuallyHidden}> to {kind}</span>
                    </Button>
                  )}
                </div>
                <Button variant="ghost" size="small" onClick={() => void notes.remove(a)}>
                  Remove<span className={classes.VisuallyHidden}> {kind}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>No bookmarks or highlights yet. Bookmark a page, or select text and highlight it.</p>
      )}
    </Drawer>
  );
}

import type { Annotation } from '@bookstore/api-client/contract';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api';
import { HIGHLIGHT_COLORS, type HighlightColor } from './highlights';
import type { ReaderEngine } from './useReaderEngine';

export interface AnnotationsOptions {
  uid: string;
  /** The bookmarks and highlights saved with the library entry. */
  initial: Annotation[];
  engine: ReaderEngine;
  /** The chapter and the fraction of the book shown, kept with a new bookmark or highlight. */
  chapter: string;
  fraction: number;
  /** Tells assistive technology what happened. */
  announce: (message: string) => void;
}

/** The book's bookmarks and highlights: the list, drawn over the text, and their changes on the server. */
export function useAnnotations({ uid, initial, engine, chapter, fraction, announce }: AnnotationsOptions) {
  const { viewRef, status, position, selection, deselect } = engine;
  const [annotations, setAnnotations] = useState<Annotation[]>(initial);
  // A new highlight takes the colour last chosen in this session.
  const lastColor = useRef<HighlightColor>('yellow');

  // Show the saved highlights.
  useEffect(() => {
    const view = viewRef.current;
    if (status !== 'ready' || !view) return;
    for (const a of annotations)
      if (a.kind === 'highlight') void view.addAnnotation({ value: a.location, color: a.color ?? 'yellow' });
  }, [viewRef, status, annotations]);

  async function addBookmark() {
    const view = viewRef.current;
    const at = position;
    if (!view || !at?.cfi) return;
    const text = at.range?.toString().replace(/\s+/g, ' ').trim().slice(0, 140) ?? '';
    const { data } = await api.library.addAnnotation({
      params: { id: uid },
      body: {
        kind: 'bookmark',
        location: at.cfi,
        excerpt: text,
        chapter: chapter || null,
        percent: at.fraction * 100,
      },
    });
    setAnnotations((list) => [...list, data]);
    announce('Bookmark added');
  }

  async function addHighlight() {
    const view = viewRef.current;
    if (!view || !selection) return;
    const { data } = await api.library.addAnnotation({
      params: { id: uid },
      body: {
        kind: 'highlight',
        location: selection.cfi,
        excerpt: selection.text,
        chapter: chapter || null,
        percent: fraction * 100,
        color: lastColor.current,
      },
    });
    deselect();
    setAnnotations((list) => [...list, data]);
    announce('Highlight added');
  }

  async function remove(a: Annotation) {
    await api.library.deleteAnnotation({ params: { id: uid, annotationId: a.id } });
    if (a.kind === 'highlight') void viewRef.current?.deleteAnnotation({ value: a.location });
    setAnnotations((list) => list.filter((x) => x.id !== a.id));
    announce(a.kind === 'bookmark' ? 'Bookmark removed' : 'Highlight removed');
  }

  async function changeColor(a: Annotation, color: HighlightColor) {
    lastColor.current = color;
    // At once in the list and the text (the effect above redraws it); back if the server refuses.
    const recolor = (to: Annotation['color']) =>
      setAnnotations((list) => list.map((x) => (x.id === a.id ? { ...x, color: to } : x)));
    recolor(color);
    try {
      await api.library.updateAnnotation({ params: { id: uid, annotationId: a.id }, body: { color } });
      announce(`Highlight colour: ${HIGHLIGHT_COLORS[color].label}`);
    } catch {
      recolor(a.color);
      announce('The colour could not be changed. Try again.');
    }
  }

  /** Saves a note (empty removes it); false when the server refused it, so the editor stays open. */
  async function saveNote(a: Annotation, draft: string): Promise<boolean> {
    const note = draft.trim();
    try {
      await api.library.updateAnnotation({
        params: { id: uid, annotationId: a.id },
        body: { note: note || null },
      });
    } catch {
      announce('The note could not be saved. Try again.');
      return false;
    }
    setAnnotations((list) => list.map((x) => (x.id === a.id ? { ...x, note: note || null } : x)));
    announce(note ? 'Note saved' : a.note ? 'Note removed' : 'No note to save');
    return true;
  }

  return { annotations, addBookmark, addHighlight, remove, changeColor, saveNote };
}

export type Annotations = ReturnType<typeof useAnnotations>;

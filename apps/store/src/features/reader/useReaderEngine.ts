import { useCallback, useEffect, useRef, useState } from 'react';
import { BookError, createView, languageOf, loadBook } from './engine';
import type { DrawAnnotationDetail, FoliateView, RelocateDetail, TocItem } from './engine-types';
import { highlightFill } from './highlights';
import { bookCss, MARGINS, type ReaderSettings } from './settings';
import type { ReadingPlace } from './useReadingPlace';
import type { ResolvedTheme } from './useReaderSettings';

export type EngineStatus = 'loading' | 'ready' | BookError;

/** The text selected in the book, as a CFI and its words. */
export interface BookSelection {
  cfi: string;
  text: string;
}

export interface BookMeta {
  lang: string;
  dir: 'ltr' | 'rtl';
  fixed: boolean;
}

export interface ReaderEngineOptions {
  fileUrl: string;
  /** The book's title, to name the frame that shows it. */
  title: string;
  settings: ReaderSettings;
  theme: ResolvedTheme;
  place: ReadingPlace;
  /** The page keys turn pages only while no drawer is open. */
  keysActive: boolean;
}

/** Layout and style of a reflowable book from the settings; a fixed-layout book keeps its design. */
function applyLook(view: FoliateView, settings: ReaderSettings, theme: ResolvedTheme) {
  if (view.isFixedLayout) return;
  const renderer = view.renderer;
  renderer.setAttribute('flow', settings.flow);
  renderer.setAttribute('gap', MARGINS[settings.margins].gap);
  renderer.setAttribute('max-inline-size', MARGINS[settings.margins].maxInlineSize);
  renderer.setAttribute('max-column-count', '2');
  renderer.setAttribute('margin', '40px');
  renderer.setStyles?.(bookCss(settings, theme));
}

/** The arrow and page keys turn pages (not while typing in a field of the reader's own page). */
function turnByKey(e: KeyboardEvent, view: FoliateView | null) {
  if (!view || e.altKey || e.ctrlKey || e.metaKey) return;
  const target = e.target as HTMLElement | null;
  if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName) && target.ownerDocument === document) return;
  if (e.key === 'ArrowLeft') void view.goLeft();
  else if (e.key === 'ArrowRight') void view.goRight();
  else if (e.key === 'PageDown' && view.renderer.getAttribute('flow') !== 'scrolled') void view.next();
  else if (e.key === 'PageUp' && view.renderer.getAttribute('flow') !== 'scrolled') void view.prev();
  else return;
  e.preventDefault();
}

/** Wires one section's document as it loads: its frame's name, keys, selection and click zones. */
function wireSection(
  doc: Document,
  view: FoliateView | null,
  title: string,
  onSelection: (selection: BookSelection | null) => void,
) {
  // The frame that shows the book is named for assistive technology (axe: frame-title).
  doc.defaultView?.frameElement?.setAttribute('title', `${title}: book text`);
  doc.addEventListener('keydown', (e) => turnByKey(e, view));
  doc.addEventListener('selectionchange', () => {
    const sel = doc.getSelection();
    const range = sel && !sel.isCollapsed && sel.rangeCount ? sel.getRangeAt(0) : null;
    const index = view?.renderer.getContents().find((c) => c.doc === doc)?.index;
    if (!range || index === undefined || !view) return onSelection(null);
    onSelection({ cfi: view.getCFI(index, range), text: range.toString().trim().slice(0, 1000) });
  });
  // Click zones: the outer thirds turn the page (unless the click follows a link or selects).
  doc.addEventListener('click', (e) => {
    if (!view || view.renderer.getAttribute('flow') === 'scrolled') return;
    if ((e.target as Element | null)?.closest?.('a[href]')) return;
    if (!doc.getSelection()?.isCollapsed) return;
    // The frame is as wide as the whole section; its box gives the click's place on the screen.
    const frame = doc.defaultView?.frameElement?.getBoundingClientRect();
    const box = view.getBoundingClientRect();
    if (!frame || !box.width) return;
    const ratio = (frame.left + e.clientX - box.left) / box.width;
    if (ratio < 0.3) void view.goLeft();
    else if (ratio > 0.7) void view.goRight();
  });
}

/**
 * The foliate-js view's lifecycle: opens the book once per file in `hostRef`, at the saved place,
 * listens to it (turns, selections, highlights to draw, links out), applies the settings and closes
 * it (saving the place) when the reader goes.
 */
export function useReaderEngine({ fileUrl, title, settings, theme, place, keysActive }: ReaderEngineOptions) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<FoliateView | null>(null);
  const [status, setStatus] = useState<EngineStatus>('loading');
  const [position, setPosition] = useState<RelocateDetail | null>(null);
  const [toc, setToc] = useState<TocItem[]>([]);
  const [meta, setMeta] = useState<BookMeta>({ lang: '', dir: 'ltr', fixed: false });
  const [selection, setSelection] = useState<BookSelection | null>(null);
  // Each try to open the file: a new link, or the same one asked for again (reopen).
  const [attempt, setAttempt] = useState(0);
  const opening = `${attempt} ${fileUrl}`;
  const [openingNow, setOpeningNow] = useState(opening);
  if (openingNow !== opening) {
    setOpeningNow(opening);
    setStatus('loading');
  }
  // What the open reads as it goes (the settings for the first page, the title, the saved place): the
  // latest, without opening the book again when they change.
  const latest = useRef({ settings, theme, title, place });
  useEffect(() => {
    latest.current = { settings, theme, title, place };
  });
  const { flush } = place;

  // Open the book once per file.
  useEffect(() => {
    const controller = new AbortController();
    let view: FoliateView | null = null;
    performance.mark('reader:open');
    (async () => {
      const book = await loadBook(fileUrl, controller.signal);
      const host = hostRef.current;
      if (controller.signal.aborted || !host) return;
      view = await createView(host, book);
      viewRef.current = view;
      applyLook(view, latest.current.settings, latest.current.theme);
      setToc(book.toc ?? []);
      setMeta({ ...languageOf(book), fixed: view.isFixedLayout });
      view.addEventListener('relocate', (event) => {
        const detail = (event as CustomEvent<RelocateDetail>).detail;
        setPosition(detail);
        setSelection(null);
        latest.current.place.record(detail);
      });
      view.addEventListener('load', (event) => {
        const { doc } = (event as CustomEvent<{ doc: Document; index: number }>).detail;
        wireSection(doc, viewRef.current, latest.current.title, setSelection);
      });
      view.addEventListener('draw-annotation', (event) => {
        const { draw, annotation } = (event as CustomEvent<DrawAnnotationDetail>).detail;
        void import('foliate-js/overlayer.js').then(({ Overlayer }) =>
          draw(Overlayer.highlight, { color: highlightFill(annotation.color) }),
        );
      });
      view.addEventListener('external-link', (event) => {
        // Links out of the book open in a new tab without the reader's page as opener.
        event.preventDefault();
        const { href } = (event as CustomEvent<{ href: string }>).detail;
        window.open(href, '_blank', 'noopener,noreferrer');
      });
      await latest.current.place.restore(view);
      setStatus('ready');
      // scripts/bench-reader.mjs reads this mark: the first page is laid out and painted.
      requestAnimationFrame(() => performance.mark('reader:first-page'));
    })().catch((cause: unknown) => {
      if (controller.signal.aborted) return;
      setStatus(
        cause instanceof BookError
          ? cause
          : new BookError(
              'This book could not be opened. Try again, or contact support if it keeps failing.',
              'broken',
            ),
      );
    });
    return () => {
      controller.abort();
      flush();
      view?.close();
      view?.remove();
      viewRef.current = null;
    };
  }, [fileUrl, attempt, flush]);

  // Apply the settings to the book once it is open (before that, the open applies them).
  useEffect(() => {
    if (status === 'ready' && viewRef.current) applyLook(viewRef.current, settings, theme);
  }, [status, settings, theme]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (keysActive) turnByKey(e, viewRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [keysActive]);

  /** Goes to a CFI, an href or a section, and gives the book the focus. */
  const go = useCallback((target: string | number) => {
    const view = viewRef.current;
    if (!view) return;
    void view.goTo(target).then(() => view.renderer.focusView?.());
  }, []);

  /** Clears the selection in the book and here (after it was highlighted). */
  const deselect = useCallback(() => {
    viewRef.current?.deselect();
    setSelection(null);
  }, []);

  /** Opens the file again (after a failed download). */
  const reopen = useCallback(() => setAttempt((n) => n + 1), []);

  return { hostRef, viewRef, status, position, toc, meta, selection, go, deselect, reopen };
}

export type ReaderEngine = ReturnType<typeof useReaderEngine>;

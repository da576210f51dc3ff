import {
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  Drawer,
  IconButton,
  ListIcon,
  RadioGroup,
  SearchIcon,
  Select,
  SettingsIcon,
  Spinner,
  Textarea,
} from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import type { Annotation } from '@bookstore/api-client/contract';
import { CSRF_COOKIE, CSRF_HEADER } from '@bookstore/api-client/constants';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { api, API_BASE_URL } from '../../api';
import { theme as appTheme } from '../../state/theme';
import { account } from '../../state/account';
import type { LibraryEntry } from '../shared';
import { BookError, createView, languageOf, loadBook } from './engine';
import type { FoliateView, RelocateDetail, SearchExcerpt, TocItem } from './engine-types';
import {
  bookCss,
  FONT_SIZES,
  LINE_HEIGHTS,
  loadSettings,
  MARGINS,
  saveSettings,
  type ReaderSettings,
} from './settings';
import classes from './reader.module.css';

type Panel = 'contents' | 'search' | 'notes' | 'settings' | null;
interface SearchGroup {
  label: string;
  results: { cfi: string; excerpt: SearchExcerpt }[];
}

const SAVE_DELAY_MS = 1000;

type HighlightColor = NonNullable<Annotation['color']>;

/**
 * The highlight colours the API keeps, with the fill drawn over the text (at the overlay's 30 %
 * opacity each stays readable on the light, sepia and dark pages) and the swatch of the notes list.
 */
export const HIGHLIGHT_COLORS: Record<HighlightColor, { label: string; fill: string }> = {
  yellow: { label: 'Yellow', fill: '#ffd400' },
  green: { label: 'Green', fill: '#3fbf4f' },
  blue: { label: 'Blue', fill: '#3d9bff' },
  pink: { label: 'Pink', fill: '#ff5fa8' },
};
const highlightFill = (color: string | null | undefined) =>
  HIGHLIGHT_COLORS[(color ?? 'yellow') as HighlightColor]?.fill ?? HIGHLIGHT_COLORS.yellow.fill;
const percentText = (fraction: number) => `${Math.round(fraction * 100)}%`;

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** The place as the server takes it (CFI and percentage). */
interface Place {
  location: string;
  percent: number;
}

/** Sends the place while the page goes away: a keepalive request outlives the page. */
function sendOnExit(uid: string, place: Place) {
  const token = readCookie(CSRF_COOKIE);
  const base = new URL(API_BASE_URL, location.href);
  const url = new URL(
    `api/user/library/books/${encodeURIComponent(uid)}/progress`,
    base.href.replace(/\/?$/, '/'),
  );
  void fetch(url, {
    method: 'PUT',
    keepalive: true,
    credentials: 'include',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { [CSRF_HEADER]: token } : {}),
    },
    body: JSON.stringify(place),
  }).catch(() => undefined);
}

function TocTree({
  items,
  current,
  onGo,
}: {
  items: TocItem[];
  current: string | undefined;
  onGo: (href: string) => void;
}) {
  return (
    <ol className={classes.Toc}>
      {items.map((item, i) => (
        <li key={`${item.href}-${i}`}>
          <button
            type="button"
            className={classes.TocLink}
            aria-current={item.href === current ? 'location' : undefined}
            onClick={() => onGo(item.href)}
          >
            {item.label.trim() || 'Untitled section'}
          </button>
          {item.subitems?.length ? <TocTree items={item.subitems} current={current} onGo={onGo} /> : null}
        </li>
      ))}
    </ol>
  );
}

/** Layout and style of a reflowable book from the settings; a fixed-layout book keeps its design. */
function applyLook(view: FoliateView, settings: ReaderSettings, theme: 'light' | 'sepia' | 'dark') {
  if (view.isFixedLayout) return;
  const renderer = view.renderer;
  renderer.setAttribute('flow', settings.flow);
  renderer.setAttribute('gap', MARGINS[settings.margins].gap);
  renderer.setAttribute('max-inline-size', MARGINS[settings.margins].maxInlineSize);
  renderer.setAttribute('max-column-count', '2');
  renderer.setAttribute('margin', '40px');
  renderer.setStyles?.(bookCss(settings, theme));
}

export interface BookReaderProps {
  entry: LibraryEntry;
  fileUrl: string;
}

/** The EPUB reader: the book in the page, its contents, search, notes and settings. */
export function BookReader({ entry, fileUrl }: BookReaderProps) {
  const uid = entry.book.uid;
  useSignals();
  const user = account.value?.username ?? 'visitor';
  const appThemeValue = appTheme.value;
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<FoliateView | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | BookError>('loading');
  // The settings of the signed-in user (the account may load after the first render on a fresh page).
  const [saved, setSaved] = useState(() => ({ user, settings: loadSettings(user) }));
  const settings = useMemo(() => (saved.user === user ? saved.settings : loadSettings(user)), [saved, user]);
  const [place, setPlace] = useState<RelocateDetail | null>(null);
  const [toc, setToc] = useState<TocItem[]>([]);
  const [meta, setMeta] = useState<{ lang: string; dir: 'ltr' | 'rtl'; fixed: boolean }>({
    lang: '',
    dir: 'ltr',
    fixed: false,
  });
  const [panel, setPanel] = useState<Panel>(null);
  const [annotations, setAnnotations] = useState<Annotation[]>(entry.annotations);
  const [selection, setSelection] = useState<{ cfi: string; text: string } | null>(null);
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  // Each search run has a number: opening a result (or a new search) stops the run going on, which in
  // a long textbook can take a minute, so the reader does not stay busy for results nobody reads.
  const searchRun = useRef(0);
  const [searchStopped, setSearchStopped] = useState(false);
  const [groups, setGroups] = useState<SearchGroup[] | null>(null);
  const [announce, setAnnounce] = useState('');
  // The note being written (one at a time) and its draft.
  const [editing, setEditing] = useState<{ id: number; draft: string } | null>(null);
  // A new highlight takes the colour last chosen in this session.
  const lastColor = useRef<HighlightColor>('yellow');

  const resolvedTheme = settings.theme === 'auto' ? appThemeValue : settings.theme;
  const pending = useRef<Place | null>(null);
  const saveTimer = useRef<number | undefined>(undefined);

  const update = (patch: Partial<ReaderSettings>) => {
    const next = { ...settings, ...patch };
    saveSettings(user, next);
    setSaved({ user, settings: next });
  };

  const flush = useCallback(() => {
    window.clearTimeout(saveTimer.current);
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    void api.library.saveProgress({ params: { id: uid }, body: next }).catch(() => {
      pending.current ??= next;
    });
  }, [uid]);

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
      applyLook(view, look.current.settings, look.current.theme);
      setToc(book.toc ?? []);
      setMeta({ ...languageOf(book), fixed: view.isFixedLayout });
      view.addEventListener('relocate', (event) => {
        const detail = (event as CustomEvent<RelocateDetail>).detail;
        setPlace(detail);
        setSelection(null);
        if (detail.cfi) {
          pending.current = {
            location: detail.cfi,
            percent: Math.min(100, Math.max(0, detail.fraction * 100)),
          };
          window.clearTimeout(saveTimer.current);
          saveTimer.current = window.setTimeout(flush, SAVE_DELAY_MS);
        }
      });
      view.addEventListener('load', (event) => {
        const { doc } = (event as CustomEvent<{ doc: Document; index: number }>).detail;
        const current = viewRef.current;
        // The frame that shows the book is named for assistive technology (axe: frame-title).
        doc.defaultView?.frameElement?.setAttribute('title', `${entry.book.title}: book text`);
        doc.addEventListener('keydown', (e) => handleKey(e, current));
        doc.addEventListener('selectionchange', () => {
          const sel = doc.getSelection();
          const range = sel && !sel.isCollapsed && sel.rangeCount ? sel.getRangeAt(0) : null;
          const index = current?.renderer.getContents().find((c) => c.doc === doc)?.index;
          if (!range || index === undefined || !current) return setSelection(null);
          setSelection({ cfi: current.getCFI(index, range), text: range.toString().trim().slice(0, 1000) });
        });
        // Click zones: the outer thirds turn the page (unless the click follows a link or selects).
        doc.addEventListener('click', (e) => {
          if (!current || current.renderer.getAttribute('flow') === 'scrolled') return;
          if ((e.target as Element | null)?.closest?.('a[href]')) return;
          if (!doc.getSelection()?.isCollapsed) return;
          // The frame is as wide as the whole section; its box gives the click's place on the screen.
          const frame = doc.defaultView?.frameElement?.getBoundingClientRect();
          const box = current.getBoundingClientRect();
          if (!frame || !box.width) return;
          const ratio = (frame.left + e.clientX - box.left) / box.width;
          if (ratio < 0.3) void current.goLeft();
          else if (ratio > 0.7) void current.goRight();
        });
      });
      view.addEventListener('draw-annotation', (event) => {
        const { draw, annotation } = (
          event as CustomEvent<{ draw: (f: unknown, o?: object) => void; annotation: { color?: string } }>
        ).detail;
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
      try {
        await view.init({ lastLocation: entry.progress.location, showTextStart: true });
      } catch {
        // A place saved in another edition of the file: start at the text instead (below).
      }
      if (!view.lastLocation) await view.init({ lastLocation: null, showTextStart: true });
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
    // The entry's saved place is read once, when the book opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fileUrl, flush]);

  // Save at once when the page is hidden or left (another tab, the phone locked, the tab closed).
  useEffect(() => {
    const onHide = (event: Event) => {
      if (document.visibilityState === 'hidden' || event.type === 'pagehide') {
        const next = pending.current;
        if (!next) return;
        pending.current = null;
        window.clearTimeout(saveTimer.current);
        sendOnExit(uid, next);
      }
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
    };
  }, [uid]);

  // Apply the settings to the book (also before the first page, below, so it is laid out once).
  const look = useRef({ settings, theme: resolvedTheme });
  look.current = { settings, theme: resolvedTheme };
  useEffect(() => {
    if (status === 'ready' && viewRef.current) applyLook(viewRef.current, settings, resolvedTheme);
  }, [status, settings, resolvedTheme]);

  // Show the saved highlights.
  useEffect(() => {
    const view = viewRef.current;
    if (status !== 'ready' || !view) return;
    for (const a of annotations)
      if (a.kind === 'highlight') void view.addAnnotation({ value: a.location, color: a.color ?? 'yellow' });
  }, [status, annotations]);

  const go = useCallback((target: string | number) => {
    const view = viewRef.current;
    if (!view) return;
    void view.goTo(target).then(() => view.renderer.focusView?.());
  }, []);

  function handleKey(e: KeyboardEvent, view: FoliateView | null) {
    if (!view || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement | null;
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName) && target.ownerDocument === document)
      return;
    if (e.key === 'ArrowLeft') void view.goLeft();
    else if (e.key === 'ArrowRight') void view.goRight();
    else if (e.key === 'PageDown' && view.renderer.getAttribute('flow') !== 'scrolled') void view.next();
    else if (e.key === 'PageUp' && view.renderer.getAttribute('flow') !== 'scrolled') void view.prev();
    else return;
    e.preventDefault();
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (panel) return;
      handleKey(e, viewRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panel]);

  const fraction = place?.fraction ?? entry.progress.percent / 100;
  const chapter = place?.tocItem?.label?.trim() ?? '';

  async function runSearch(e: FormEvent) {
    e.preventDefault();
    const view = viewRef.current;
    const q = query.trim();
    if (!view || !q) return;
    const run = ++searchRun.current;
    setSearching(true);
    setSearchStopped(false);
    const found: SearchGroup[] = [];
    setGroups([]);
    try {
      for await (const result of view.search({ query: q })) {
        if (result === 'done' || run !== searchRun.current) break;
        if ('subitems' in result) {
          found.push({ label: result.label.trim() || 'Untitled section', results: result.subitems });
          setGroups([...found]);
        }
      }
    } finally {
      if (run === searchRun.current) {
        setSearching(false);
        const count = found.reduce((n, g) => n + g.results.length, 0);
        setAnnounce(count ? `${count} result${count === 1 ? '' : 's'} for “${q}”` : `No results for “${q}”`);
      }
    }
  }

  /** Opens a search result; a search still running stops there. */
  function openResult(cfi: string) {
    if (searching) {
      searchRun.current++;
      setSearching(false);
      setSearchStopped(true);
    }
    goAndClose(cfi);
  }

  async function addBookmark() {
    const view = viewRef.current;
    const at = place;
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
    setAnnounce('Bookmark added');
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
    view.deselect();
    setSelection(null);
    setAnnotations((list) => [...list, data]);
    setAnnounce('Highlight added');
  }

  async function removeAnnotation(a: Annotation) {
    await api.library.deleteAnnotation({ params: { id: uid, annotationId: a.id } });
    if (a.kind === 'highlight') void viewRef.current?.deleteAnnotation({ value: a.location });
    setAnnotations((list) => list.filter((x) => x.id !== a.id));
    setAnnounce(a.kind === 'bookmark' ? 'Bookmark removed' : 'Highlight removed');
  }

  async function changeColor(a: Annotation, color: HighlightColor) {
    lastColor.current = color;
    // At once in the list and the text (the annotations effect redraws it); back if the server refuses.
    const recolor = (to: Annotation['color']) =>
      setAnnotations((list) => list.map((x) => (x.id === a.id ? { ...x, color: to } : x)));
    recolor(color);
    try {
      await api.library.updateAnnotation({ params: { id: uid, annotationId: a.id }, body: { color } });
      setAnnounce(`Highlight colour: ${HIGHLIGHT_COLORS[color].label}`);
    } catch {
      recolor(a.color);
      setAnnounce('The colour could not be changed. Try again.');
    }
  }

  async function saveNote(a: Annotation, e: FormEvent) {
    e.preventDefault();
    if (!editing) return;
    const note = editing.draft.trim();
    try {
      await api.library.updateAnnotation({
        params: { id: uid, annotationId: a.id },
        body: { note: note || null },
      });
    } catch {
      // The editor stays open with the text, to try again.
      setAnnounce('The note could not be saved. Try again.');
      return;
    }
    setAnnotations((list) => list.map((x) => (x.id === a.id ? { ...x, note: note || null } : x)));
    closeNoteEditor(a.id);
    setAnnounce(note ? 'Note saved' : a.note ? 'Note removed' : 'No note to save');
  }

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

  const sortedNotes = useMemo(() => [...annotations].sort((a, b) => a.percent - b.percent), [annotations]);
  const error = status instanceof BookError ? status : null;
  const closePanel = () => setPanel(null);
  const goAndClose = (target: string) => {
    setPanel(null);
    go(target);
  };

  return (
    <div className={classes.Reader} data-reader-theme={resolvedTheme}>
      <div className={classes.Toolbar} role="toolbar" aria-label="Reader">
        <IconButton
          label="Contents"
          icon={<ListIcon />}
          onClick={() => setPanel('contents')}
          disabled={status !== 'ready'}
        />
        <IconButton
          label="Search in the book"
          icon={<SearchIcon />}
          onClick={() => setPanel('search')}
          disabled={status !== 'ready'}
        />
        <Button variant="ghost" size="small" onClick={() => setPanel('notes')} disabled={status !== 'ready'}>
          Notes ({annotations.length})
        </Button>
        <Button variant="ghost" size="small" onClick={() => void addBookmark()} disabled={status !== 'ready'}>
          Bookmark page
        </Button>
        <IconButton label="Reading settings" icon={<SettingsIcon />} onClick={() => setPanel('settings')} />
      </div>

      {/* The book's direction lays out the turn buttons too: in a right-to-left book the next page is on the left. */}
      <div className={classes.Stage} dir={meta.dir}>
        <IconButton
          className={classes.Turn}
          label="Previous page"
          icon={meta.dir === 'rtl' ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          onClick={() => void viewRef.current?.prev()}
          disabled={status !== 'ready'}
        />
        <div
          ref={hostRef}
          className={classes.Book}
          lang={meta.lang || undefined}
          dir={meta.dir}
          role="region"
          aria-label="Book text"
          aria-busy={status === 'loading'}
          data-testid="reader-book"
          data-location={place?.cfi}
          data-fixed-layout={meta.fixed || undefined}
          hidden={!!error}
        />
        {selection ? (
          // Over the top margin of the page, not in the toolbar: a toolbar that grew (or scrolled) on a
          // phone would lay the book out again, and that loses the selection.
          <div className={classes.SelectionAction}>
            <Button variant="secondary" size="small" onClick={() => void addHighlight()}>
              Highlight selection
            </Button>
          </div>
        ) : null}
        {status === 'loading' ? (
          <div className={classes.Overlay}>
            <Spinner label="Opening the book" />
          </div>
        ) : null}
        {error ? (
          <div className={classes.Error} role="alert">
            <h2>{error.kind === 'drm' ? 'This book is protected' : 'This book cannot be opened'}</h2>
            <p>{error.message}</p>
          </div>
        ) : null}
        <IconButton
          className={classes.Turn}
          label="Next page"
          icon={meta.dir === 'rtl' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          onClick={() => void viewRef.current?.next()}
          disabled={status !== 'ready'}
        />
      </div>

      {/* In the book's direction: a right-to-left book's progress grows from the right. */}
      <div className={classes.Footer} dir={meta.dir}>
        <span className={classes.Chapter} data-testid="reader-chapter" dir="auto">
          {chapter}
        </span>
        <label className={classes.Slider}>
          <span className={classes.VisuallyHidden}>Position in the book</span>
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={Math.round(fraction * 100)}
            aria-valuetext={`${percentText(fraction)}${chapter ? `, ${chapter}` : ''}`}
            disabled={status !== 'ready'}
            onChange={(e) => {
              const value = Number(e.currentTarget.value) / 100;
              void viewRef.current?.goToFraction(value);
            }}
          />
        </label>
        <span className={classes.Percent} data-testid="reader-percent">
          {percentText(fraction)}
        </span>
      </div>
      <div className={classes.VisuallyHidden} role="status" aria-live="polite">
        {announce}
      </div>

      <Drawer open={panel === 'contents'} onClose={closePanel} title="Contents" placement="left">
        {toc.length ? (
          <nav aria-label="Table of contents">
            <TocTree items={toc} current={place?.tocItem?.href} onGo={goAndClose} />
          </nav>
        ) : (
          <p>This book has no table of contents.</p>
        )}
      </Drawer>

      <Drawer open={panel === 'search'} onClose={closePanel} title="Search in the book">
        <form role="search" onSubmit={(e) => void runSearch(e)} className={classes.SearchForm}>
          <label className={classes.Field}>
            <span>Words to find</span>
            <input type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
          </label>
          <Button type="submit" loading={searching}>
            Search
          </Button>
        </form>
        {searchStopped ? (
          <p className={classes.Excerpt}>
            The search stopped at the result you opened. Search again for all the results.
          </p>
        ) : null}
        {groups?.length ? (
          <ol className={classes.Results} aria-label="Search results">
            {groups.map((g, gi) => (
              <li key={gi}>
                <h3 className={classes.ResultChapter}>{g.label}</h3>
                <ol>
                  {g.results.map((r) => (
                    <li key={r.cfi}>
                      <button type="button" className={classes.Result} onClick={() => openResult(r.cfi)}>
                        {r.excerpt.pre}
                        <mark>{r.excerpt.match}</mark>
                        {r.excerpt.post}
                      </button>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        ) : groups && !searching ? (
          <p>No results.</p>
        ) : null}
      </Drawer>

      <Drawer open={panel === 'notes'} onClose={closePanel} title="Bookmarks and highlights">
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
                    <button type="button" className={classes.Result} onClick={() => goAndClose(a.location)}>
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
                        onChange={(v) => void changeColor(a, v as HighlightColor)}
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
                      <form className={classes.NoteForm} onSubmit={(e) => void saveNote(a, e)}>
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
                          <Button
                            variant="ghost"
                            size="small"
                            onClick={() => {
                              closeNoteEditor(a.id);
                            }}
                          >
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
                  <Button variant="ghost" size="small" onClick={() => void removeAnnotation(a)}>
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

      <Drawer open={panel === 'settings'} onClose={closePanel} title="Reading settings">
        <div className={classes.Settings}>
          <Select
            label="Text size"
            value={String(settings.fontSize)}
            onChange={(e) => update({ fontSize: Number(e.currentTarget.value) })}
            options={FONT_SIZES.map((s) => ({ value: String(s), label: `${s}%` }))}
            disabled={meta.fixed}
          />
          <Select
            label="Line spacing"
            value={String(settings.lineHeight)}
            onChange={(e) => update({ lineHeight: Number(e.currentTarget.value) })}
            options={LINE_HEIGHTS.map((s) => ({ value: String(s), label: String(s) }))}
            disabled={meta.fixed}
          />
          <RadioGroup
            label="Font"
            name="reader-font"
            value={settings.font}
            onChange={(v) => update({ font: v as ReaderSettings['font'] })}
            options={[
              { value: 'publisher', label: 'Publisher’s' },
              { value: 'serif', label: 'Serif' },
              { value: 'sans', label: 'Sans serif' },
            ]}
            orientation="horizontal"
            disabled={meta.fixed}
          />
          <RadioGroup
            label="Margins"
            name="reader-margins"
            value={settings.margins}
            onChange={(v) => update({ margins: v as ReaderSettings['margins'] })}
            options={[
              { value: 'narrow', label: 'Narrow' },
              { value: 'medium', label: 'Medium' },
              { value: 'wide', label: 'Wide' },
            ]}
            orientation="horizontal"
            disabled={meta.fixed}
          />
          <RadioGroup
            label="Theme"
            name="reader-theme"
            value={settings.theme}
            onChange={(v) => update({ theme: v as ReaderSettings['theme'] })}
            options={[
              { value: 'auto', label: 'Same as the store' },
              { value: 'light', label: 'Light' },
              { value: 'sepia', label: 'Sepia' },
              { value: 'dark', label: 'Dark' },
            ]}
          />
          <RadioGroup
            label="Layout"
            name="reader-flow"
            value={settings.flow}
            onChange={(v) => update({ flow: v as ReaderSettings['flow'] })}
            options={[
              { value: 'paginated', label: 'Pages' },
              { value: 'scrolled', label: 'Scrolling' },
            ]}
            orientation="horizontal"
            disabled={meta.fixed}
          />
          {meta.fixed ? <p>This book has a fixed layout: its pages keep the publisher’s design.</p> : null}
        </div>
      </Drawer>
    </div>
  );
}

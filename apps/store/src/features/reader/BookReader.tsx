import {
  Button,
  ChevronLeftIcon,
  createIcon,
  ChevronRightIcon,
  IconButton,
  ListIcon,
  SearchIcon,
  SettingsIcon,
  Spinner,
} from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { AppLink } from '../../links/AppLink';
import { theme as appTheme } from '../../state/theme';
import { account } from '../../state/account';
import type { LibraryEntry } from '../shared';
import { BookError } from './engine';
import { ContentsDrawer } from './ContentsDrawer';
import { NotesDrawer } from './NotesDrawer';
import { LIBRARY_PATH, ReaderError } from './ReaderError';
import { SearchDrawer } from './SearchDrawer';
import { SettingsDrawer } from './SettingsDrawer';
import { useAnnotations } from './useAnnotations';
import { useBookSearch } from './useBookSearch';
import { useReaderEngine } from './useReaderEngine';
import { useReaderSettings } from './useReaderSettings';
import { useReadingPlace } from './useReadingPlace';
import classes from './reader.module.css';

type Panel = 'contents' | 'search' | 'notes' | 'settings' | null;

// The kit has no bookmark; drawn the kit's way, so the toolbar's buttons all fit a phone as icons.
const BookmarkIcon = /* @__PURE__ */ createIcon('BookmarkIcon', <path d="M6 3h12v18l-6-4.5L6 21z" />);

const percentText = (fraction: number) => `${Math.round(fraction * 100)}%`;

export interface BookReaderProps {
  /** The book, where its reader stopped and their notes: a library entry, or a preview's own. */
  entry: Pick<LibraryEntry, 'progress' | 'annotations'> & {
    book: Pick<LibraryEntry['book'], 'uid' | 'title'>;
  };
  fileUrl: string;
  /**
   * A look at a book outside the reader's library (the back office's review, issue 28): nothing is
   * saved, so no place, bookmark or highlight.
   */
  preview?: boolean;
  /**
   * Asks for the book's file link again (signed links expire): "Try again" after a failed download
   * opens the book anew once it answers.
   */
  onRefresh?: () => Promise<unknown>;
}

/**
 * The EPUB reader's layout: the toolbar, the book between its turn buttons, the position bar and the
 * drawers (contents, search, notes, settings). The hooks hold the rest: the foliate-js view's
 * lifecycle, the reading place, the bookmarks and highlights, and the search.
 */
export function BookReader({ entry, fileUrl, preview = false, onRefresh }: BookReaderProps) {
  const uid = entry.book.uid;
  useSignals();
  const user = account.value?.username ?? 'visitor';
  const { settings, theme, update } = useReaderSettings(user, appTheme.value);
  const [panel, setPanel] = useState<Panel>(null);
  const [announce, setAnnounce] = useState('');

  const place = useReadingPlace(uid, entry.progress.location, !preview);
  const engine = useReaderEngine({
    fileUrl,
    title: entry.book.title,
    settings,
    theme,
    place,
    keysActive: !panel,
  });
  const { hostRef, viewRef, status, position, meta } = engine;
  const fraction = position?.fraction ?? entry.progress.percent / 100;
  const chapter = position?.tocItem?.label?.trim() ?? '';
  const notes = useAnnotations({
    uid,
    initial: entry.annotations,
    engine,
    chapter,
    fraction,
    announce: setAnnounce,
  });
  const search = useBookSearch(viewRef, setAnnounce);

  const error = status instanceof BookError ? status : null;
  const ready = status === 'ready';
  const closePanel = () => setPanel(null);
  const goAndClose = (target: string) => {
    setPanel(null);
    engine.go(target);
  };
  const retry = async () => {
    // A refresh that fails leaves the old link: opening it again says what is wrong now.
    await onRefresh?.().catch(() => undefined);
    engine.reopen();
  };

  return (
    <div className={classes.Reader} data-reader-theme={theme}>
      <div className={classes.Toolbar} role="toolbar" aria-label="Reader">
        {preview ? null : (
          <Button
            href={LIBRARY_PATH}
            linkAs={AppLink}
            variant="ghost"
            size="small"
            leadingIcon={<ChevronLeftIcon />}
            title="Back to your library"
            // On a phone only the arrow shows (the toolbar fits 375 px); the name stays.
            aria-label="Library"
          >
            <span className={classes.LibraryText}>Library</span>
          </Button>
        )}
        <IconButton
          label="Contents"
          icon={<ListIcon />}
          onClick={() => setPanel('contents')}
          disabled={!ready}
        />
        <IconButton
          label="Search in the book"
          icon={<SearchIcon />}
          onClick={() => setPanel('search')}
          disabled={!ready}
        />
        {preview ? null : (
          <>
            <Button variant="ghost" size="small" onClick={() => setPanel('notes')} disabled={!ready}>
              Notes ({notes.annotations.length})
            </Button>
            <IconButton
              label="Bookmark page"
              icon={<BookmarkIcon />}
              onClick={() => void notes.addBookmark()}
              disabled={!ready}
            />
          </>
        )}
        <IconButton label="Reading settings" icon={<SettingsIcon />} onClick={() => setPanel('settings')} />
      </div>

      {/* The book's direction lays out the turn buttons too: in a right-to-left book the next page is on the left. */}
      <div className={classes.Stage} dir={meta.dir}>
        <IconButton
          className={classes.Turn}
          label="Previous page"
          icon={meta.dir === 'rtl' ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          onClick={() => void viewRef.current?.prev()}
          disabled={!ready}
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
          data-location={position?.cfi}
          data-fixed-layout={meta.fixed || undefined}
          hidden={!!error}
        />
        {engine.selection && !preview ? (
          // Over the top margin of the page, not in the toolbar: a toolbar that grew (or scrolled) on a
          // phone would lay the book out again, and that loses the selection.
          <div className={classes.SelectionAction}>
            <Button variant="secondary" size="small" onClick={() => void notes.addHighlight()}>
              Highlight selection
            </Button>
          </div>
        ) : null}
        {status === 'loading' ? (
          <div className={classes.Overlay}>
            <Spinner label="Opening the book" />
          </div>
        ) : null}
        {error ? <ReaderError error={error} onRetry={retry} library={!preview} /> : null}
        <IconButton
          className={classes.Turn}
          label="Next page"
          icon={meta.dir === 'rtl' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
          onClick={() => void viewRef.current?.next()}
          disabled={!ready}
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
            disabled={!ready}
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

      <ContentsDrawer
        open={panel === 'contents'}
        onClose={closePanel}
        toc={engine.toc}
        current={position?.tocItem?.href}
        onGo={goAndClose}
      />
      <SearchDrawer
        open={panel === 'search'}
        onClose={closePanel}
        search={search}
        onOpen={(cfi) => {
          search.stop();
          goAndClose(cfi);
        }}
      />
      <NotesDrawer open={panel === 'notes'} onClose={closePanel} notes={notes} onGo={goAndClose} />
      <SettingsDrawer
        open={panel === 'settings'}
        onClose={closePanel}
        settings={settings}
        onChange={update}
        fixed={meta.fixed}
      />
    </div>
  );
}

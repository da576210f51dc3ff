import { useCallback, useEffect, useRef } from 'react';
import { api } from '../../api';
import type { FoliateView, RelocateDetail } from './engine-types';

/** A turn is saved this long after it settles, so paging through a chapter sends one request. */
const SAVE_DELAY_MS = 1000;

/** The place as the server takes it (CFI and percentage). */
interface Place {
  location: string;
  percent: number;
}

export interface ReadingPlace {
  /** Notes the place after a turn; it is saved a second later, or at once when the page goes. */
  record(detail: RelocateDetail): void;
  /** Saves a noted place now (the book closing). */
  flush(): void;
  /** Opens the view at the saved place, or at the start of the text. */
  restore(view: FoliateView): Promise<void>;
}

/**
 * The reading place of one book: restored on open, saved after each turn and when the page goes. A
 * preview (`saving` false: an operator reviewing a book they do not own) records nothing.
 */
export function useReadingPlace(uid: string, savedLocation: string | null, saving = true): ReadingPlace {
  const pending = useRef<Place | null>(null);
  const saveTimer = useRef<number | undefined>(undefined);

  /** Takes the noted place to send, if any (the timer stops: it would send it again). */
  const take = useCallback((): Place | null => {
    window.clearTimeout(saveTimer.current);
    const next = pending.current;
    pending.current = null;
    return next;
  }, []);

  const flush = useCallback(() => {
    const next = take();
    if (!next) return;
    void api.library.saveProgress({ params: { id: uid }, body: next }).catch(() => {
      pending.current ??= next;
    });
  }, [uid, take]);

  const record = useCallback(
    (detail: RelocateDetail) => {
      if (!saving || !detail.cfi) return;
      pending.current = { location: detail.cfi, percent: Math.min(100, Math.max(0, detail.fraction * 100)) };
      window.clearTimeout(saveTimer.current);
      saveTimer.current = window.setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush, saving],
  );

  const restore = useCallback(
    async (view: FoliateView) => {
      try {
        await view.init({ lastLocation: savedLocation, showTextStart: true });
      } catch {
        // A place saved in another edition of the file: start at the text instead (below).
      }
      if (!view.lastLocation) await view.init({ lastLocation: null, showTextStart: true });
    },
    [savedLocation],
  );

  // Save at once when the page is hidden or left (another tab, the phone locked, the tab closed): a
  // keepalive request outlives the page.
  useEffect(() => {
    const onHide = (event: Event) => {
      if (document.visibilityState !== 'hidden' && event.type !== 'pagehide') return;
      const next = take();
      if (!next) return;
      void api.library
        .saveProgress({ params: { id: uid }, body: next, keepalive: true })
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
    };
  }, [uid, take]);

  return { record, flush, restore };
}

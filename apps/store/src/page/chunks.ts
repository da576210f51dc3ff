import { pendingLocation } from '../navigation';

/** Spec §9 "Chunk-reload guard": a failed route chunk reloads the page at most once per minute. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk_reload_at';

function lastReload(): number {
  try {
    return Number(sessionStorage.getItem(CHUNK_RELOAD_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** Loads the page the user was going to (the failed chunk was for it), or reloads the current one. */
function reloadPage(): void {
  const target = pendingLocation();
  if (target) window.location.assign(target);
  else window.location.reload();
}

/**
 * After a deploy the old chunk names are gone; a reload fetches the new index.html. Returns true when
 * it reloads, false when it already did within the last minute (the error page shows instead).
 */
export function reloadForFailedChunk(now = Date.now(), reload = reloadPage): boolean {
  if (now - lastReload() < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without sessionStorage a reload could repeat forever; show the error page instead.
    return false;
  }
  reload();
  return true;
}

/** Imports a route chunk; a failure reloads the page (at most once a minute) or rejects to the error page. */
export async function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    // The page is going away; never settle, so no error page flashes before the reload.
    if (reloadForFailedChunk()) return new Promise<T>(() => undefined);
    throw error;
  }
}

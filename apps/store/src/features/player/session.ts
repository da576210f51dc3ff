// The store's one audiobook player: a module-level controller created on first use and kept for the
// page's life, so playback survives route changes (the full player and the mini player only show it).
import { authorLine } from '@bookstore/ui';
import {
  createPlayerController,
  type PlayerBook,
  type PlayerController,
  type PlayerPosition,
  type PlayerProgress,
} from '@bookstore/widgets';
import { api, withoutLoginRedirect } from '../../api';
import { readStorage, writeStorage } from '../../state/storage';
import { fileRefusalReason } from '../shared';
import type { LibraryEntry } from '../shared/LibraryApp';
import { playerBar } from './nowPlaying';

type AudiobookEntry = LibraryEntry & { access: { type: 'audiobook' } };

const RATE_KEY = 'player_rate';
const placeKey = (uid: string) => `player_place:${uid}`;

/** The place saved on this device too: a save sent while the page closes may never arrive. */
interface LocalPlace {
  track_index: number;
  position_seconds: number;
  saved_at: number;
}

function readLocalPlace(uid: string): LocalPlace | null {
  try {
    const place = JSON.parse(readStorage(placeKey(uid)) ?? 'null') as LocalPlace | null;
    return place && typeof place.track_index === 'number' && typeof place.position_seconds === 'number'
      ? place
      : null;
  } catch {
    return null;
  }
}

export function toPlayerBook(entry: AudiobookEntry): PlayerBook {
  return {
    id: entry.book.uid,
    title: entry.book.title,
    author: authorLine(entry.book.authors),
    cover: entry.book.cover_path ? new URL(entry.book.cover_path, location.href).href : null,
    tracks: [...entry.access.tracks]
      .sort((a, b) => a.index - b.index)
      .map((track) => ({
        title: track.title,
        url: track.url,
        duration: track.duration_seconds,
        chapters: track.chapters.map((chapter) => ({ title: chapter.title, start: chapter.start_seconds })),
      })),
  };
}

/** Where to start: the newer of the server's place (any device) and this device's own. */
export function resumePlace(entry: LibraryEntry): PlayerPosition | null {
  const { progress } = entry;
  const server =
    progress.track_index !== null && progress.updated_at
      ? {
          trackIndex: progress.track_index,
          position: progress.position_seconds ?? 0,
          at: Date.parse(progress.updated_at),
        }
      : null;
  const local = readLocalPlace(entry.book.uid);
  if (local && (!server || local.saved_at > server.at)) {
    return { trackIndex: local.track_index, position: local.position_seconds };
  }
  return server;
}

let player: PlayerController | undefined;

function save(progress: PlayerProgress) {
  const uid = progress.bookId;
  writeStorage(
    placeKey(uid),
    JSON.stringify({
      track_index: progress.trackIndex,
      position_seconds: progress.position,
      saved_at: Date.now(),
    } satisfies LocalPlace),
  );
  // A lapsed session must not send a listener to the sign-in page mid-chapter: the place stays local.
  return withoutLoginRedirect(() =>
    api.library.saveProgress({
      params: { id: uid },
      body: {
        track_index: progress.trackIndex,
        position_seconds: progress.position,
        percent: progress.percent,
      },
    }),
  );
}

/** Fresh signed URLs (they last an hour) when a track fails to load. */
async function refresh(book: PlayerBook) {
  const { data } = await api.library.getBook({ params: { id: book.id } });
  return data.access.type === 'audiobook' ? toPlayerBook({ ...data, access: data.access }).tracks : null;
}

/** The store's player, created once. */
export function storePlayer(): PlayerController {
  if (player) return player;
  const audio = document.createElement('audio');
  // Outside React's tree, so no route change can unmount it; in the document for the tests' eyes.
  audio.dataset.bookstorePlayer = '';
  audio.hidden = true;
  document.body.append(audio);
  const created = createPlayerController({ audio, save, refresh, describeRefusal: fileRefusalReason });
  const rate = Number(readStorage(RATE_KEY));
  if (rate) created.setRate(rate);
  let lastRate = created.getState().rate;
  created.subscribe(() => {
    const { rate: now } = created.getState();
    if (now !== lastRate) writeStorage(RATE_KEY, String((lastRate = now)));
  });
  addEventListener('pagehide', () => created.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') created.flush();
  });
  player = created;
  return created;
}

/** Opens a library audiobook in the player (paused, at its saved place); the playing book keeps playing. */
export function openAudiobook(entry: AudiobookEntry): PlayerController {
  const controller = storePlayer();
  const book = toPlayerBook(entry);
  controller.load(book, controller.getState().book?.id === book.id ? null : resumePlace(entry));
  return controller;
}

/** Stops the player and hides the mini player. */
export function closePlayer(): void {
  player?.close();
  playerBar.value = null;
}

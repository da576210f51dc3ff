// The lock screen and headset controls (Media Session API): the book, its chapter as the album, the
// position, and the actions mapped to the controller's commands.
import type { PlayerStore } from './state';
import type { PlayerController } from './types';

export interface PlayerMediaSession {
  updateMetadata(): void;
  updatePositionState(): void;
  setPlaybackState(playbackState: MediaSessionPlaybackState): void;
  /** Maps the actions to the controller's commands (once). */
  bindActions(controller: PlayerController): void;
  /** Shows nothing (the player closed). */
  clear(): void;
}

export function createMediaSession(enabled: boolean, store: PlayerStore): PlayerMediaSession {
  const session = (): MediaSession | undefined =>
    enabled && typeof navigator !== 'undefined' && 'mediaSession' in navigator
      ? navigator.mediaSession
      : undefined;

  const updatePositionState = () => {
    const media = session();
    const state = store.state;
    const duration = state.durations[state.trackIndex] ?? 0;
    if (!media?.setPositionState || !(duration > 0)) return;
    try {
      media.setPositionState({
        duration,
        playbackRate: state.rate,
        position: Math.min(state.position, duration),
      });
    } catch {
      // Out-of-range figures while a track changes: the next update corrects it.
    }
  };

  let handlersSet = false;

  return {
    updatePositionState,
    updateMetadata() {
      const media = session();
      const book = store.state.book;
      if (!media || !book || typeof MediaMetadata === 'undefined') return;
      media.metadata = new MediaMetadata({
        title: book.title,
        artist: book.author ?? '',
        album: store.currentChapter()?.title ?? store.currentTrack()?.title ?? '',
        artwork: book.cover ? [{ src: book.cover, sizes: '512x512' }] : [],
      });
      updatePositionState();
    },
    setPlaybackState(playbackState) {
      const media = session();
      if (media) media.playbackState = playbackState;
    },
    bindActions(controller) {
      const media = session();
      if (!media || handlersSet) return;
      handlersSet = true;
      const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
        ['play', () => void controller.play()],
        ['pause', () => controller.pause()],
        ['seekbackward', (details) => controller.skip(-(details.seekOffset ?? 15))],
        ['seekforward', (details) => controller.skip(details.seekOffset ?? 30)],
        ['previoustrack', () => controller.previous()],
        ['nexttrack', () => controller.next()],
        ['seekto', (details) => controller.seek(details.seekTime ?? store.state.position)],
      ];
      for (const [action, handler] of handlers) {
        try {
          media.setActionHandler(action, handler);
        } catch {
          // An action this browser does not know.
        }
      }
    },
    clear() {
      const media = session();
      if (media) media.metadata = null;
    },
  };
}

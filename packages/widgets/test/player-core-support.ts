import { vi } from 'vitest';
import {
  createPlayerController,
  type PlayerBook,
  type PlayerController,
  type PlayerProgress,
} from '../src/player-core';
import { fakeMedia } from './media';

export const book: PlayerBook = {
  id: 'bk_AUDIO001',
  title: 'The Famished Road',
  author: 'Ben Okri',
  cover: null,
  tracks: [
    { title: 'Opening', url: 'https://media.test/1.mp3?sig=a', duration: 60 },
    { title: 'Middle', url: 'https://media.test/2.mp3?sig=a', duration: 120 },
    { title: 'Ending', url: 'https://media.test/3.mp3?sig=a', duration: 30 },
  ],
};

/** What a browser does once a track's header is read: the duration is known. */
export function metadata(audio: HTMLAudioElement, duration: number) {
  Object.defineProperty(audio, 'duration', { configurable: true, value: duration });
  audio.dispatchEvent(new Event('loadedmetadata'));
}

/** Playback reaching a second of the track. */
export function reach(audio: HTMLAudioElement, seconds: number) {
  audio.currentTime = seconds;
  audio.dispatchEvent(new Event('timeupdate'));
}

/** Playback reaching the end of the track. */
export function end(audio: HTMLAudioElement) {
  Object.defineProperty(audio, 'ended', { configurable: true, value: true });
  Object.defineProperty(audio, 'paused', { configurable: true, value: true });
  audio.dispatchEvent(new Event('pause'));
  audio.dispatchEvent(new Event('ended'));
  Object.defineProperty(audio, 'ended', { configurable: true, value: false });
}

/** A controller on fresh fake media elements, saving the places it reports into `saved`. */
export function freshPlayer(saved: PlayerProgress[]): PlayerController {
  fakeMedia();
  return createPlayerController({ mediaSession: false, save: (progress) => saved.push(progress) });
}

/** Undoes what a test faked: timers, spies and stubbed globals. */
export function restoreFakes(): void {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
}

// The sample's player, in a chunk of its own (BookSample loads it on the first "Listen to a sample").
import type { Book } from '@bookstore/api-client/contract';
import { SamplePlayer } from '@bookstore/widgets';

/**
 * An audiobook playing in the store's own player pauses for the sample. Its element, not its module:
 * the player's controller follows the element's events, and importing the player's session here would
 * cost every page's first chunk a chunk reference.
 */
function pauseStorePlayer() {
  document.querySelector<HTMLAudioElement>('audio[data-bookstore-player]')?.pause();
}

export default function SampleAudio({ book, sampleUrl }: { book: Book; sampleUrl: string }) {
  // Opened by a click: it plays at once.
  return <SamplePlayer book={book} sampleUrl={sampleUrl} autoplay onPlay={pauseStorePlayer} />;
}

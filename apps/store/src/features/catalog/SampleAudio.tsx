// The sample's player, in a chunk of its own (BookSample loads it on the first "Listen to a sample").
import type { Book } from '@bookstore/api-client/contract';
import { SamplePlayer } from '@bookstore/widgets';
import { pauseStorePlayer } from '../player/session';

export default function SampleAudio({ book, sampleUrl }: { book: Book; sampleUrl: string }) {
  // Opened by a click: it plays at once. An audiobook playing in the store's player pauses for it.
  return <SamplePlayer book={book} sampleUrl={sampleUrl} autoplay onPlay={pauseStorePlayer} />;
}

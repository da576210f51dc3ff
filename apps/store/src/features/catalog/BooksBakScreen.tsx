import { Listing } from './Listing';

/** /booksbak: the whole catalogue of every type in one listing (the filters of the URL apply). */
export function BooksBakScreen() {
  return (
    <Listing
      title="All books"
      description="The whole catalogue: ebooks, audiobooks and print books."
      lead="Every ebook, audiobook and print book in one list."
    />
  );
}

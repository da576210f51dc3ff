import { mediaListingText } from '@bookstore/api-client/page-meta';
import { Listing } from './Listing';
import { useListingType } from './useListingType';

/** /ebooks, /audiobooks, /printbooks */
export function MediaListingScreen() {
  const type = useListingType();
  return <Listing key={type} title={mediaListingText(type).title} type={type} />;
}

import type { BookType } from '@bookstore/api-client/constants';
import { useLocation } from 'react-router-dom';
import { listingTypeOf } from './reads';

/** The book type of a listing path (/ebooks/...), ebook when the path names none. */
export function useListingType(): BookType {
  return listingTypeOf(useLocation().pathname);
}

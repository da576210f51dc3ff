import { z } from 'zod';
import { endpoint, envelope, paginated } from './endpoint';
import { pageFields, UidAsIdParams } from './common';
import { LibraryBook, LibraryItem } from './entities';

export const libraryEndpoints = {
  all: endpoint({
    method: 'GET',
    path: '/api/user/library/all',
    query: z.object({ type: z.enum(['ebook', 'audiobook']).optional(), ...pageFields }),
    response: paginated(LibraryItem),
    auth: 'verified',
    summary: 'Purchased ebooks and audiobooks.',
  }),
  getBook: endpoint({
    method: 'GET',
    path: '/api/user/library/books/:id',
    /** `id` is the book uid, as in /apps/reader/{uid} and /apps/player/{uid}. */
    params: UidAsIdParams,
    response: envelope(LibraryBook),
    auth: 'verified',
    summary: 'A purchased book with signed file access for the reader or player.',
  }),
};

import { z } from 'zod';
import { endpoint, envelope, messageOnly, paginated } from './endpoint';
import { pageFields, UidAsIdParams } from './common';
import {
  Annotation,
  annotationKinds,
  highlightColors,
  Id,
  LibraryBook,
  LibraryItem,
  ReadingProgress,
} from './entities';

/** Body of `saveProgress`: an ebook sends `location` (a CFI); an audiobook sends the track and second. */
export const ReadingProgressBody = z
  .object({
    location: z.string().trim().min(1).max(2000).nullable().optional(),
    percent: z.number().min(0).max(100),
    track_index: z.number().int().min(0).max(10_000).nullable().optional(),
    position_seconds: z.number().min(0).max(10_000_000).nullable().optional(),
  })
  .refine((body) => body.location != null || body.track_index != null, {
    message: 'Send the location (ebooks) or the track and position (audiobooks).',
    path: ['location'],
  });
export type ReadingProgressBody = z.input<typeof ReadingProgressBody>;

export const AnnotationBody = z.object({
  kind: z.enum(annotationKinds),
  location: z.string().trim().min(1).max(2000),
  excerpt: z.string().max(1000).default(''),
  chapter: z.string().max(300).nullable().optional(),
  percent: z.number().min(0).max(100).default(0),
  note: z.string().trim().max(2000).nullable().optional(),
  color: z.enum(highlightColors).nullable().optional(),
});
export type AnnotationBody = z.input<typeof AnnotationBody>;

export const AnnotationParams = UidAsIdParams.extend({
  annotationId: z.coerce.number<number>().pipe(Id),
});

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
    summary: 'A purchased book with signed file access, the saved place and the annotations.',
  }),
  saveProgress: endpoint({
    method: 'PUT',
    path: '/api/user/library/books/:id/progress',
    params: UidAsIdParams,
    body: ReadingProgressBody,
    response: envelope(ReadingProgress),
    auth: 'verified',
    summary: 'Saves where the reader or listener is (CFI or track and second) and the percentage.',
    extension: true,
  }),
  addAnnotation: endpoint({
    method: 'POST',
    path: '/api/user/library/books/:id/annotations',
    params: UidAsIdParams,
    body: AnnotationBody,
    response: envelope(Annotation),
    status: 201,
    auth: 'verified',
    summary: 'Adds a bookmark or a highlight to a purchased ebook.',
    extension: true,
  }),
  updateAnnotation: endpoint({
    method: 'PATCH',
    path: '/api/user/library/books/:id/annotations/:annotationId',
    params: AnnotationParams,
    body: z.object({
      note: z.string().trim().max(2000).nullable().optional(),
      color: z.enum(highlightColors).nullable().optional(),
    }),
    response: envelope(Annotation),
    auth: 'verified',
    summary: "Changes a highlight's note or colour.",
    extension: true,
  }),
  deleteAnnotation: endpoint({
    method: 'DELETE',
    path: '/api/user/library/books/:id/annotations/:annotationId',
    params: AnnotationParams,
    response: messageOnly,
    auth: 'verified',
    summary: 'Removes a bookmark or a highlight.',
    extension: true,
  }),
};

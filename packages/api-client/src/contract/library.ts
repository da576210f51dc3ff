import { z } from 'zod';
import { Book, BookSummary, ebookFormats } from './catalogue';
import { DateTimeString, Id, pageFields, UidAsIdParams, Url } from './common';
import { endpoint, envelope, messageOnly, paginated } from './endpoint';

export const LibraryItem = z.object({
  id: Id,
  book: BookSummary,
  order_id: Id,
  purchased_at: DateTimeString,
  /** Reading or listening progress, 0 to 100. */
  progress_percent: z.number().min(0).max(100),
  last_opened_at: DateTimeString.nullable(),
});
export type LibraryItem = z.infer<typeof LibraryItem>;

/**
 * Chapters inside one audio file (MP3 CHAP frames, an M4B's `chpl` atom), in playing order, each from
 * its start (seconds into the file) to the next one's; empty when the file is one chapter.
 */
export const TrackChapters = z
  .array(z.object({ title: z.string().max(300), start_seconds: z.number().min(0) }))
  .max(1000);

export const AudioTrack = z.object({
  index: z.number().int().min(0),
  title: z.string(),
  url: Url,
  duration_seconds: z.number().int().min(0),
  chapters: TrackChapters,
});

/**
 * Where the reader or listener stopped, saved by `PUT /api/user/library/books/{id}/progress` from any
 * device. An ebook's place is an EPUB CFI in `location`; an audiobook's is `track_index` and
 * `position_seconds`. `updated_at` is null until the first save.
 */
export const ReadingProgress = z.object({
  location: z.string().max(2000).nullable(),
  percent: z.number().min(0).max(100),
  track_index: z.number().int().min(0).max(10_000).nullable(),
  position_seconds: z.number().min(0).max(10_000_000).nullable(),
  updated_at: DateTimeString.nullable(),
});
export type ReadingProgress = z.infer<typeof ReadingProgress>;

export const annotationKinds = ['bookmark', 'highlight'] as const;
export const highlightColors = ['yellow', 'green', 'blue', 'pink'] as const;

/** A bookmark or a highlight in an ebook, kept per book and per reader on the server. */
export const Annotation = z.object({
  id: Id,
  kind: z.enum(annotationKinds),
  /** An EPUB CFI: a point for a bookmark, a range for a highlight. */
  location: z.string().min(1).max(2000),
  /** The highlighted text, or the first words of the bookmarked page. */
  excerpt: z.string().max(1000),
  /** Chapter or section title where it sits, when the book names it. */
  chapter: z.string().max(300).nullable(),
  /** 0–100: where in the book, to sort and show. */
  percent: z.number().min(0).max(100),
  note: z.string().max(2000).nullable(),
  color: z.enum(highlightColors).nullable(),
  created_at: DateTimeString,
});
export type Annotation = z.infer<typeof Annotation>;

/** A purchased ebook or audiobook opened from the library: the file access the reader or player needs. */
export const LibraryBook = z.object({
  item: LibraryItem,
  book: Book,
  /** Where this user stopped, on any device. */
  progress: ReadingProgress,
  /** The user's bookmarks and highlights in this book, in reading order (empty for audiobooks). */
  annotations: z.array(Annotation),
  access: z.discriminatedUnion('type', [
    z.object({ type: z.literal('ebook'), format: z.enum(ebookFormats), file_url: Url }),
    z.object({ type: z.literal('audiobook'), tracks: z.array(AudioTrack) }),
  ]),
  /** Signed file URLs stop working after this instant. */
  expires_at: DateTimeString,
});
export type LibraryBook = z.infer<typeof LibraryBook>;

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
  list: endpoint({
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

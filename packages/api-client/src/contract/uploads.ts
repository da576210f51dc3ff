import { z } from 'zod';
import { DateTimeString, Uid } from './common';
import { endpoint, envelope, messageOnly } from './endpoint';
import { AudiobookFile, SellerBook } from './selling-books';
import { Job } from './voiceover';
import { VoiceoverArtist } from './voiceover-artists';

// Uploads in parts, straight to storage (issue 27): a session is created for one purpose, each part is
// PUT to a URL the API signs (a bucket's presigned URL, or the API's own part URL on the local
// driver), and completing it joins the parts and queues the file's check (a job, with ranged reads),
// which attaches it as the multipart calls of its purpose do: the client polls the session until it
// leaves `checking`. The multipart calls stay for small files and other clients.

export const uploadPurposes = [
  'audiobook_track',
  'ebook_file',
  'voiceover_demo',
  'voiceover_delivery',
] as const;
export const UploadPurpose = z.enum(uploadPurposes);
export type UploadPurpose = z.infer<typeof UploadPurpose>;

export const uploadStatuses = ['open', 'completing', 'checking', 'completed', 'failed', 'aborted'] as const;

/** Why the check refused the file: the 422 the check answered (its message and field errors). */
export const UploadFailure = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type UploadFailure = z.infer<typeof UploadFailure>;

const mb = 1024 * 1024;
/** The largest file of each purpose: the same caps as the multipart calls. */
export const UPLOAD_MAX_BYTES: Readonly<Record<UploadPurpose, number>> = {
  audiobook_track: 4096 * mb,
  ebook_file: 100 * mb,
  voiceover_demo: 20 * mb,
  voiceover_delivery: 200 * mb,
};

/** The declared types each purpose takes (as the multipart calls' bodies list them). */
export const UPLOAD_TYPES: Readonly<Record<UploadPurpose, readonly string[]>> = {
  audiobook_track: ['audio/mpeg', 'audio/mp4', 'audio/x-m4b'],
  ebook_file: ['application/epub+zip', 'application/octet-stream', 'application/zip'],
  voiceover_demo: ['audio/mpeg', 'audio/mp4', 'audio/wav'],
  voiceover_delivery: ['audio/mpeg', 'audio/mp3', 'audio/mp4', 'audio/x-m4a', 'audio/wav', 'audio/x-wav'],
};

const CAP_WORDS: Readonly<Record<UploadPurpose, string>> = {
  audiobook_track: 'The audio file may not be greater than 4 GB.',
  ebook_file: 'The EPUB file may not be greater than 100 MB.',
  voiceover_demo: 'The demo may not be greater than 20 MB.',
  voiceover_delivery: 'The recording may not be greater than 200 MB.',
};

const TYPE_WORDS: Readonly<Record<UploadPurpose, string>> = {
  audiobook_track: 'The audio file must be an MP3, M4A or M4B file.',
  ebook_file: 'The file must be an EPUB.',
  voiceover_demo: 'The demo must be an MP3, M4A or WAV file.',
  voiceover_delivery: 'The recording must be an MP3, M4A or WAV file.',
};

/** The file as the browser describes it: name, size in bytes and declared type, checked per purpose. */
function fileFields<P extends UploadPurpose>(purpose: P) {
  return {
    purpose: z.literal(purpose),
    file_name: z.string().trim().min(1, 'The file name is required.').max(255),
    size: z
      .number()
      .int()
      .min(1, 'The file must not be empty.')
      .max(UPLOAD_MAX_BYTES[purpose], CAP_WORDS[purpose]),
    type: z.enum(UPLOAD_TYPES[purpose] as [string, ...string[]], TYPE_WORDS[purpose]),
  };
}

export const CreateUploadBody = z.discriminatedUnion('purpose', [
  z.object({
    ...fileFields('audiobook_track'),
    book_uid: Uid,
    title: z.string().trim().min(1).max(200),
    position: z.number().int().min(0).max(10_000).optional(),
  }),
  z.object({ ...fileFields('ebook_file'), book_uid: Uid }),
  z.object({ ...fileFields('voiceover_demo'), title: z.string().trim().min(2).max(120) }),
  z.object({
    ...fileFields('voiceover_delivery'),
    job_uid: Uid,
    note: z.string().trim().max(2000).optional(),
  }),
]);
export type CreateUploadBody = z.input<typeof CreateUploadBody>;

/** One upload session as the client needs it to send (or resume) its parts. */
export const UploadSession = z.object({
  id: Uid,
  purpose: UploadPurpose,
  /** The book's uid (track, EPUB) or the job's uid (delivery); null for a demo. */
  target_uid: Uid.nullable(),
  file_name: z.string(),
  size_bytes: z.number().int().min(1),
  type: z.string(),
  /** Every part but the last has exactly this many bytes. */
  part_size: z.number().int().min(1),
  part_count: z.number().int().min(1).max(10_000),
  /** `checking` after complete, until the check job attaches the file (`completed`) or refuses it (`failed`). */
  status: z.enum(uploadStatuses),
  /** What the check refused (status `failed`); null otherwise. */
  failure: UploadFailure.nullable(),
  created_at: DateTimeString,
  /** When the session is aborted unless a part is sent or it is completed before. */
  expires_at: DateTimeString,
});
export type UploadSession = z.infer<typeof UploadSession>;

/** A part the store holds: its number and its entity tag (as the PUT answered it). */
export const UploadedPart = z.object({
  part_number: z.number().int().min(1).max(10_000),
  etag: z.string().min(1).max(200),
  size_bytes: z.number().int().min(0),
});
export type UploadedPart = z.infer<typeof UploadedPart>;

export const UploadIdParams = z.object({ id: Uid });

export const SignUploadPartBody = z.object({ part_number: z.number().int().min(1).max(10_000) });

/** Where to PUT one part: the raw bytes of the part as the body, nothing else (no cookies needed). */
export const SignedUploadPart = z.object({
  part_number: z.number().int().min(1),
  /** Absolute (a bucket's presigned URL), or a path on this API (the local driver's part URL). */
  url: z.string().min(1),
  method: z.literal('PUT'),
  /** The part's exact size in bytes. */
  size_bytes: z.number().int().min(1),
  expires_at: DateTimeString,
});
export type SignedUploadPart = z.infer<typeof SignedUploadPart>;

export const CompleteUploadBody = z.object({
  /** Every part, each with the ETag its PUT answered (or the parts list gave). */
  parts: z
    .array(z.object({ part_number: z.number().int().min(1).max(10_000), etag: z.string().min(1).max(200) }))
    .min(1)
    .max(10_000),
});

/** What a checked upload attached: the session, and what the purpose's multipart call answers. */
export const CompletedUpload = z.discriminatedUnion('purpose', [
  z.object({
    purpose: z.literal('audiobook_track'),
    upload: UploadSession,
    book: SellerBook,
    file: AudiobookFile,
  }),
  z.object({ purpose: z.literal('ebook_file'), upload: UploadSession, book: SellerBook }),
  z.object({ purpose: z.literal('voiceover_demo'), upload: UploadSession, profile: VoiceoverArtist }),
  z.object({ purpose: z.literal('voiceover_delivery'), upload: UploadSession, job: Job }),
]);
export type CompletedUpload = z.infer<typeof CompletedUpload>;

const base = '/api/user/uploads';

export const uploadsEndpoints = {
  createUpload: endpoint({
    method: 'POST',
    path: base,
    body: CreateUploadBody,
    response: envelope(UploadSession),
    status: 201,
    auth: 'seller',
    extension: true,
    summary:
      'Starts an upload in parts for a track, an EPUB, a demo or a delivery: answers the part size and count.',
  }),
  getUpload: endpoint({
    method: 'GET',
    path: `${base}/:id`,
    params: UploadIdParams,
    response: envelope(
      z.object({
        upload: UploadSession,
        parts: z.array(UploadedPart),
        /** Once the check attached the file (status `completed`): what the multipart call answers. */
        result: CompletedUpload.nullable(),
      }),
    ),
    auth: 'seller',
    extension: true,
    summary:
      'One of your uploads: the parts the store already holds (to resume it), or once checked what it attached.',
  }),
  signUploadPart: endpoint({
    method: 'POST',
    path: `${base}/:id/sign_part`,
    params: UploadIdParams,
    body: SignUploadPartBody,
    response: envelope(SignedUploadPart),
    auth: 'seller',
    extension: true,
    summary: 'A short-lived URL to PUT one part of an open upload to.',
  }),
  completeUpload: endpoint({
    method: 'POST',
    path: `${base}/:id/complete`,
    params: UploadIdParams,
    body: CompleteUploadBody,
    response: envelope(UploadSession),
    status: 202,
    auth: 'seller',
    extension: true,
    summary:
      "Joins the parts and queues the file's check (type, EPUB structure, duration and chapters), which attaches it: poll the upload until it leaves `checking`.",
  }),
  abortUpload: endpoint({
    method: 'DELETE',
    path: `${base}/:id`,
    params: UploadIdParams,
    response: messageOnly,
    auth: 'seller',
    extension: true,
    summary: 'Cancels an open upload; the parts already sent are removed.',
  }),
};

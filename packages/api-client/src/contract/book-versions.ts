import { z } from 'zod';
import { DateTimeString, Uid } from './common';

// Versions of published books (issue 41, an extension): what a change to a book on sale touches and where
// it stands, as its author's book and the back office's change lists show it.

/** The parts of a published book whose change waits for review (issue 41: versions, not live edits). */
export const versionParts = [
  'title',
  'subtitle',
  'description',
  'language',
  'category_id',
  'sub_category_id',
  'cover_path',
  'file',
  'contributors',
  'tracks',
] as const;
export const VersionPart = z.enum(versionParts);
export type VersionPart = z.infer<typeof VersionPart>;

/**
 * A change to a published book (an extension, issue 41): in review while the approved version stays on
 * sale (`pre_publication`), or live and checked after the fact for a trusted author (`post_publication`);
 * approved or rejected (with the reason) once an operator decided.
 */
export const PendingChange = z.object({
  uid: Uid,
  status: z.enum(['in_review', 'approved', 'rejected']),
  kind: z.enum(['pre_publication', 'post_publication']),
  changed: z.array(VersionPart),
  rejection_reason: z.string().nullable(),
  submitted_at: DateTimeString,
  decided_at: DateTimeString.nullable(),
});
export type PendingChange = z.infer<typeof PendingChange>;

import { z } from 'zod';
import { Reason } from './admin';
import { AdminUserRef, BookReviewKind } from './admin-entities';
import { BookType, DateTimeString, pageFields, Uid, UidParams, Url } from './common';
import { endpoint, envelope, paginated } from './endpoint';
import { VersionPart } from './book-versions';
import { SellerBookStatus } from './selling-books';

// Changes to published books (issue 41 item 1, an extension): a change to a public part of a published
// book waits as a version while the approved one stays on sale; operators see the diff and decide.

/** A change waiting in a review list. */
export const BookChangeItem = z.object({
  /** The change's own uid (a book has at most one open change). */
  uid: Uid,
  kind: BookReviewKind,
  book: z.object({
    uid: Uid,
    slug: z.string(),
    /** The title on sale now. */
    title: z.string(),
    type: BookType,
    cover: Url.nullable(),
    status: SellerBookStatus,
  }),
  /** The title the change proposes (the same when the title is not part of it). */
  proposed_title: z.string(),
  changed: z.array(VersionPart),
  author: AdminUserRef,
  submitted_at: DateTimeString,
  updated_at: DateTimeString,
});
export type BookChangeItem = z.infer<typeof BookChangeItem>;

/** One row of a change's diff: the part on sale now, and as the change would make it. */
export const BookChangeRow = z.object({
  part: VersionPart,
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** A cover's image, an EPUB or a track: the file to open (the new one is signed for the reviewer). */
  before_url: Url.nullable(),
  after_url: Url.nullable(),
});
export type BookChangeRow = z.infer<typeof BookChangeRow>;

/** A change as its reviewer sees it: the parts that differ, old → new, and the new files to open. */
export const BookChange = BookChangeItem.extend({
  status: z.enum(['in_review', 'approved', 'rejected', 'withdrawn']),
  /** Counts the author's edits of the change: a decision names the one its operator saw. */
  revision: z.number().int().min(1),
  rejection_reason: z.string().nullable(),
  decided_at: DateTimeString.nullable(),
  diff: z.array(BookChangeRow),
  /** When the signed links to the new files stop working. */
  links_expire_at: DateTimeString,
});
export type BookChange = z.infer<typeof BookChange>;

export const ChangeDecisionBody = z.object({
  /** The revision the operator looked at; a newer edit by the author is a 409. */
  revision: z.number().int().min(1),
  reason: Reason.optional(),
});
export const ChangeRejectionBody = z.object({
  revision: z.number().int().min(1),
  reason: Reason,
});

const base = '/api/admin/reviews/changes';

export const bookChangeEndpoints = {
  bookChanges: endpoint({
    method: 'GET',
    path: base,
    query: z.object({
      kind: BookReviewKind.default('pre_publication'),
      q: z.string().trim().max(100).optional(),
      ...pageFields,
    }),
    response: paginated(BookChangeItem),
    auth: 'operator',
    extension: true,
    summary:
      'Changes to published books waiting for review (or live from trusted authors, to check), oldest first.',
  }),
  bookChange: endpoint({
    method: 'GET',
    path: `${base}/:uid`,
    params: UidParams,
    response: envelope(BookChange),
    auth: 'operator',
    extension: true,
    summary: 'A change to a published book: the diff of its parts (old → new) and the new files to open.',
  }),
  approveBookChange: endpoint({
    method: 'POST',
    path: `${base}/:uid/approve`,
    params: UidParams,
    body: ChangeDecisionBody,
    response: envelope(BookChange),
    auth: 'operator',
    extension: true,
    summary:
      'Approves a change: it replaces the version on sale in one transaction; 409 if decided or edited since.',
  }),
  rejectBookChange: endpoint({
    method: 'POST',
    path: `${base}/:uid/reject`,
    params: UidParams,
    body: ChangeRejectionBody,
    response: envelope(BookChange),
    auth: 'operator',
    extension: true,
    summary:
      'Rejects a change with a reason its author sees; the approved version stays on sale (a trusted author’s live change takes the book off sale).',
  }),
};

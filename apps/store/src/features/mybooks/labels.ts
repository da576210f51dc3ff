import type { BookType } from '@bookstore/api-client/constants';
import type { BadgeVariant } from '@bookstore/ui';
import type { SellerBook } from '@bookstore/api-client/contract';

type Status = SellerBook['status'];
type Role = SellerBook['contributors'][number]['role'];

/** The statuses of an author's book in the order a book moves through them. */
export const STATUS_LABELS: Record<Status, string> = {
  draft: 'Draft',
  in_review: 'In review',
  published: 'Published',
  rejected: 'Rejected',
  unpublished: 'Unpublished',
};

export const STATUS_BADGES: Record<Status, BadgeVariant> = {
  draft: 'neutral',
  in_review: 'info',
  published: 'success',
  rejected: 'danger',
  unpublished: 'warning',
};

export const TYPE_LABELS: Record<BookType, string> = {
  ebook: 'Ebook',
  audiobook: 'Audiobook',
  printbook: 'Print book',
};

/** One line per book type for the new-book form. */
export const TYPE_HINTS: Record<BookType, string> = {
  ebook: 'An EPUB file readers download and read in the app.',
  audiobook: 'Audio tracks listeners stream or download, narrated by you or a voiceover artist.',
  printbook: 'A paperback or hardcover shipped from your stock or printed on demand.',
};

export const ROLE_LABELS: Record<Role, string> = {
  author: 'Author',
  co_author: 'Co-author',
  editor: 'Editor',
  illustrator: 'Illustrator',
  translator: 'Translator',
  narrator: 'Narrator',
  foreword: 'Foreword',
};

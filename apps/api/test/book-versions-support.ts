/** What the API tests of book versions (issue 41) read: the answers' shapes they assert on. */

export interface PendingChange {
  uid: string;
  status: string;
  kind: string;
  changed: string[];
  rejection_reason: string | null;
}
export interface SellerBook {
  uid: string;
  title: string;
  status: string;
  cover_path: string | null;
  contributors: { name: string; role: string }[];
  audio_files: { id: number; title: string }[];
  ebook_file: { name: string } | null;
  pending_change?: PendingChange | null;
}
export interface PublicBook {
  title: string;
  description: string;
  cover_path: string;
  contributors: { name: string }[];
  price: { amount: number };
}
export interface Change {
  uid: string;
  kind: string;
  status: string;
  revision: number;
  proposed_title: string;
  changed: string[];
  rejection_reason: string | null;
  book: { uid: string; title: string };
  diff: {
    part: string;
    label: string;
    before: string | null;
    after: string | null;
    after_url: string | null;
  }[];
}

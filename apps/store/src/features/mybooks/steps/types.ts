import type { SellerBook } from '@bookstore/api-client/contract';

/** What every editor step form gets: the book as last saved, and what to do after a successful save. */
export interface StepProps {
  book: SellerBook;
  /** Stores the saved book (the answer of the step's call) and moves on to the next step. */
  onSaved: (book: SellerBook, options?: { stay?: boolean }) => void;
}

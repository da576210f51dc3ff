import { bookEditSteps } from '@bookstore/api-client/constants';
import type { SellerBook } from '@bookstore/api-client/contract';

export type EditStep = (typeof bookEditSteps)[number];

/** The steps a book goes through: the print edition step is for print books only. */
export function stepsOf(book: Pick<SellerBook, 'type'>): EditStep[] {
  return bookEditSteps.filter((step) => step !== 'printbook' || book.type === 'printbook');
}

/** The step after `step` for this book, or undefined after the last one. */
export function nextStep(book: Pick<SellerBook, 'type'>, step: EditStep): EditStep | undefined {
  const steps = stepsOf(book);
  const index = steps.indexOf(step);
  return index === -1 ? undefined : steps[index + 1];
}

/** Where editing picks up: the first step not done yet (the publish step once all others are). */
export function firstOpenStep(book: Pick<SellerBook, 'type' | 'steps'>): EditStep {
  return stepsOf(book).find((step) => !book.steps[step]) ?? 'basic_info';
}

export function stepHref(uid: string, step: EditStep): string {
  return `/dashboard/mybooks/${uid}/edit/${step}`;
}

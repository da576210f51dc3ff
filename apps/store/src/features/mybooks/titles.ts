import type { bookEditSteps } from '@bookstore/api-client/constants';

/**
 * The editor's step names as authors read them. `cover` holds the book's content too (its EPUB or
 * audio tracks, and the cover), as Kindle Direct Publishing's "Content" page does.
 */
export const STEP_TITLES: Record<(typeof bookEditSteps)[number], string> = {
  basic_info: 'Basic info',
  advance_info: 'Price and details',
  contributors: 'Contributors',
  cover: 'Content and cover',
  printbook: 'Print edition',
  publish: 'Publish',
};

// @bookstore/api-client/version-parts: zod-free, a module of its own so that the back office's chunk
// names a book change's parts without carrying the contract's schemas.
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
export type VersionPart = (typeof versionParts)[number];

/** What each part is called, in the operator's diff and the author's book alike. */
export const versionPartLabels: Record<VersionPart, string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  description: 'Description',
  language: 'Language',
  category_id: 'Category',
  sub_category_id: 'Sub-category',
  cover_path: 'Cover',
  file: 'EPUB file',
  contributors: 'Contributors',
  tracks: 'Tracks',
};

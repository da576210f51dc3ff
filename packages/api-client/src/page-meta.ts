/*
 * The text of page titles and descriptions, written once for the store (its screens set them in the
 * browser) and the reference API (the head it writes into the HTML of public pages), so both say the
 * same. Two modules, so the store's first chunk carries only the shell's part (page-title.ts).
 */
export * from './page-title';
export * from './page-texts';

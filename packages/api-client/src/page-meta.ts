/*
 * The text of page titles and descriptions, written once for the store (its screens set them in the
 * browser) and the reference API (the head it writes into the HTML of public pages), so both say the
 * same; and the builders of a page's head (its tags, canonical addresses, JSON-LD). Separate modules,
 * so the store's first chunk carries only the shell's part (page-title.ts).
 */
export * from './page-title';
export * from './page-texts';
export * from './page-head/tags';
export * from './page-head/naming';
export * from './page-head/json-ld';
export * from './page-head/heads';

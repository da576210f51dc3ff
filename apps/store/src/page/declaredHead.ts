import { PAGE_TEXTS, type PageText } from '@bookstore/api-client/page-meta';
import type { HeadKind } from '@bookstore/api-client/render';

/** The pages of fixed text, by their head kind. */
const FIXED_TEXTS: Partial<Record<HeadKind, PageText>> = {
  'fixed:categories': PAGE_TEXTS.categories,
  'fixed:authors': PAGE_TEXTS.authors,
  'fixed:lists': PAGE_TEXTS.lists,
  'fixed:voas': PAGE_TEXTS.voas,
};

/**
 * The title and description of a declared head that needs no data (the home page's: the site's own;
 * a page of fixed text); undefined for a head made from the page's data, which its screen sets.
 */
export function declaredText(kind: HeadKind): Partial<PageText> | undefined {
  return kind === 'home' ? {} : FIXED_TEXTS[kind];
}

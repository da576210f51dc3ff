import { DEFAULT_DESCRIPTION, pageTitle } from '@bookstore/api-client/page-meta';
import { useEffect } from 'react';

/**
 * Sets the document title ("Page · Bookstore") and the description meta for the screen showing, on a
 * page whose module declares no head (a public page's head is its module's: app/DeclaredHead.tsx).
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => setPageMeta(title, description), [title, description]);
}

/** Sets the document title and the description meta (the site's own when not given). */
export function setPageMeta(title: string | undefined, description?: string): void {
  document.title = pageTitle(title);
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description ?? DEFAULT_DESCRIPTION;
}

import { DEFAULT_DESCRIPTION, pageTitle } from '@bookstore/api-client/page-meta';
import { useEffect } from 'react';

/**
 * Sets the document title ("Page · Bookstore") and the description meta for the screen showing. The
 * server writes the same title into the HTML of public pages (apps/api/src/seo), from the same builder.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description ?? DEFAULT_DESCRIPTION;
  }, [title, description]);
}

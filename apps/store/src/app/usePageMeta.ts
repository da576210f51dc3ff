import { useEffect } from 'react';

export const SITE_NAME = 'Bookstore';
export const DEFAULT_DESCRIPTION = 'Buy ebooks, audiobooks and print books, and work with voiceover artists.';

/** Sets the document title ("Page · Bookstore") and the description meta for the screen showing. */
export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description ?? DEFAULT_DESCRIPTION;
  }, [title, description]);
}

import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../links/prefetch';
import { setPageMeta } from '../page/usePageMeta';

/**
 * Sets the document's title and description from the head the current page's module declares
 * (routes/pages), as the server writes it. Its texts load in their own chunk, after the first render.
 */
export function DeclaredHead(): null {
  const matches = useMatches();
  const kind = (matches.at(-1)?.handle as RouteHandle | undefined)?.head;
  useEffect(() => {
    if (!kind) return;
    let current = true;
    void import('../page/declaredHead').then(({ declaredText }) => {
      const text = current ? declaredText(kind) : undefined;
      if (text) setPageMeta(text.title, text.description);
    });
    return () => {
      current = false;
    };
  }, [kind]);
  return null;
}

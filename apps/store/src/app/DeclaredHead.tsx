import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../links/prefetch';
import { useHydrated } from './useHydrated';

// The head's code (the page's head function, its SWR reads) comes in its own chunk, after the first render.
const ClientHead = lazy(() => import('../page/ClientHead'));

/**
 * Sets the document's title, description and canonical link from the head the current page's module
 * declares (routes/pages), as the server writes it: the same function, with the same reads. Rendered in
 * the browser only, after hydration (the server writes the head into the HTML itself), afresh for each
 * page's path.
 */
export function DeclaredHead() {
  const match = useMatches().at(-1);
  const head = (match?.handle as RouteHandle | undefined)?.head;
  const hydrated = useHydrated();
  return head && match && hydrated ? (
    <Suspense fallback={null}>
      <ClientHead key={match.pathname} head={head} params={match.params} />
    </Suspense>
  ) : null;
}

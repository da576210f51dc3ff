// The cart drawer and the search overlay load on first use; hovering or focusing their buttons starts
// the download early (unless the connection is slow or metered).
import { canPrefetch } from '../../links/prefetch';

export const loadCartPanel = () => import('./CartPanel');
export const loadSearchPanel = () => import('./SearchPanel');

export function preload(load: () => Promise<unknown>): void {
  if (canPrefetch()) load().catch(() => undefined);
}

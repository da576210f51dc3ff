import { useSyncExternalStore } from 'react';
import { getPartnerCart, type PartnerCartItem } from './cart-store';

const subscribe = (listener: () => void) => getPartnerCart().subscribe(listener);
const snapshot = () => getPartnerCart().getItems();
const serverSnapshot = (): readonly PartnerCartItem[] => [];

/** The page's partner cart items; every widget on the page sees the same cart. */
export function usePartnerCartItems(): readonly PartnerCartItem[] {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

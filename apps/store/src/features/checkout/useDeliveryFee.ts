import { useEffect, useState } from 'react';
import { api } from '../../api';

/**
 * The delivery fee for the print-book quantity to one address (spec §7), in the currency of the
 * store's country; undefined while it loads, without print books or an address, and when the call
 * fails (spec §8: silently ignored).
 */
export function useDeliveryFee(
  quantity: number,
  addressId: number | undefined,
  country: string,
): number | undefined {
  const [fee, setFee] = useState<{ key: string; amount: number } | undefined>();
  const key = `${quantity}:${addressId ?? ''}:${country}`;
  useEffect(() => {
    if (quantity <= 0 || addressId === undefined) return;
    let current = true;
    api.orders
      .getDeliveryFee({ body: { quantity, address_id: addressId } })
      .then(({ data }) => {
        if (current) setFee({ key, amount: data.delivery_fee });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [quantity, addressId, key]);
  return fee?.key === key ? fee.amount : undefined;
}

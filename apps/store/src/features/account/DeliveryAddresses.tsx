import type { Account, DeliveryAddress } from '@bookstore/api-client/contract';
import { Badge, EmptyState } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { AddDeliveryAddress } from '../../forms';
import { deliveryAddresses } from '../../state/account';
import classes from './account.module.css';

/** One address as a label would read. */
export function AddressLines({ address }: { address: DeliveryAddress }) {
  return (
    <>
      <span>{address.full_name}</span>
      <span>{address.address_line_1}</span>
      {address.address_line_2 ? <span>{address.address_line_2}</span> : null}
      <span>
        {address.city}, {address.state.name}
        {address.postal_code ? ` ${address.postal_code}` : ''}, {address.country_code.toUpperCase()}
      </span>
      <span>{address.phone}</span>
    </>
  );
}

/** The account's delivery addresses, the primary first, and a form to add one. */
export function DeliveryAddresses({ user }: { user: Account }) {
  useSignals();
  const addresses = deliveryAddresses.value;
  return (
    <>
      {addresses.length === 0 ? (
        <EmptyState
          headingLevel={3}
          size="small"
          title="No delivery address yet"
          description="Add one to have print books delivered; the first address becomes your primary one."
        />
      ) : (
        <ul className={classes.Addresses}>
          {addresses.map((address) => (
            <li key={address.id}>
              <address className={classes.Address} data-primary={address.is_primary || undefined}>
                {address.is_primary ? (
                  <span>
                    <Badge variant="accent">Primary</Badge>
                  </span>
                ) : null}
                <AddressLines address={address} />
              </address>
            </li>
          ))}
        </ul>
      )}
      <AddDeliveryAddress user={user} country={user.country_code} primary={addresses.length === 0} wide />
    </>
  );
}

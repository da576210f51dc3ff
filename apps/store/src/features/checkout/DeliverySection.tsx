import type { DeliveryAddress } from '@bookstore/api-client/contract';
import { Badge, RadioGroup } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { AddDeliveryAddress } from '../../forms';
import { account, deliveryAddresses } from '../../state/account';
import { countryCode } from '../../state/country';
import { Section } from '../shared';
import classes from './checkout.module.css';

function AddressLabel({ address }: { address: DeliveryAddress }) {
  return (
    <address className={classes.Address}>
      <span>
        {address.full_name} {address.is_primary ? <Badge variant="accent">Primary</Badge> : null}
      </span>
      <span className={classes.Muted}>
        {[address.address_line_1, address.address_line_2, address.city, address.state.name]
          .filter(Boolean)
          .join(', ')}
        , {address.country_code.toUpperCase()}
      </span>
    </address>
  );
}

/** The delivery addresses to choose from (the primary first and chosen by default) and a form to add one. */
export function DeliverySection({
  chosen,
  onChoose,
}: {
  chosen: number | undefined;
  onChoose: (id: number) => void;
}) {
  useSignals();
  const user = account.value;
  if (!user) return null;
  const addresses = deliveryAddresses.value;
  return (
    <Section title="Delivery address">
      {addresses.length > 0 ? (
        <RadioGroup
          label="Deliver the print books to"
          name="delivery_address"
          value={chosen === undefined ? undefined : String(chosen)}
          onChange={(value) => onChoose(Number(value))}
          options={addresses.map((address) => ({
            value: String(address.id),
            label: <AddressLabel address={address} />,
          }))}
        />
      ) : (
        <p className={classes.Muted}>Print books need a delivery address. Add one to see the delivery fee.</p>
      )}
      <AddDeliveryAddress
        user={user}
        country={countryCode.value}
        primary
        open={addresses.length === 0}
        onAdded={(next) => {
          const primary = next.find((address) => address.is_primary) ?? next[next.length - 1];
          if (primary) onChoose(primary.id);
        }}
      />
    </Section>
  );
}

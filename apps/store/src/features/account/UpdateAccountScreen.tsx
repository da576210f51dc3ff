import { useSignals } from '@preact/signals-react/runtime';
import { account } from '../../state/account';
import { Screen, Section } from '../shared';
import { DeliveryAddresses } from './DeliveryAddresses';
import { TableSkeleton } from './tables';
import { ProfileForm } from './ProfileForm';
import { ProfileImages } from './ProfileImages';

/** /myaccount/update_account: profile, pictures and delivery addresses. */
export function UpdateAccountScreen() {
  useSignals();
  const user = account.value;
  return (
    <Screen title="Update account" description="Your profile, avatar, banner and delivery addresses.">
      {user ? (
        <>
          <Section title="Profile">
            <ProfileForm user={user} />
          </Section>
          <Section title="Pictures">
            <ProfileImages user={user} />
          </Section>
          <Section title="Delivery addresses">
            <DeliveryAddresses user={user} />
          </Section>
        </>
      ) : (
        <TableSkeleton rows={6} />
      )}
    </Screen>
  );
}

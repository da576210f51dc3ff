import { apiKeys, useApiCache } from '@bookstore/api-client/react';
import { Button } from '@bookstore/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { AppLink } from '../../links/AppLink';
import { showSuccess } from '../../feedback/toast';
import { Screen } from '../shared';
import { OFFERS_PATH, OfferForm } from './OfferForm';

/** /dashboard/voiceover/offers/new */
export function NewOfferScreen() {
  const navigate = useNavigate();
  const cache = useApiCache();
  return (
    <Screen
      title="New offer"
      description="Create a voiceover offer."
      lead="An offer names what you record, for how many words, in how many days and at what price."
    >
      <OfferForm
        label="New offer"
        submitLabel="Create offer"
        submit={(body) => api.voiceover.createOffer({ body })}
        onSuccess={({ message }) => {
          void cache.refresh(apiKeys.voiceover.listOffers());
          void showSuccess(message);
          void navigate(OFFERS_PATH);
        }}
        secondaryAction={
          <Button href={OFFERS_PATH} linkAs={AppLink} variant="ghost">
            Cancel
          </Button>
        }
      />
    </Screen>
  );
}

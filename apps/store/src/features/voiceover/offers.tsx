import { Button } from '@bookstore/ui';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { Loadable, Screen } from '../shared';
import { OfferList } from './OfferList';

/** /dashboard/voiceover/offers */
export function OffersScreen() {
  const offers = hooks.voiceover.useListOffers({});
  return (
    <Screen
      title="Offers"
      description="What you offer buyers."
      actions={
        <Button href="/dashboard/voiceover/offers/new" linkAs={AppLink}>
          New offer
        </Button>
      }
    >
      <Loadable response={offers}>
        {({ data }) => <OfferList offers={data} owner headingLevel={2} />}
      </Loadable>
    </Screen>
  );
}

/** /dashboard/voiceover/offers/new */
export function NewOfferScreen() {
  return (
    <Screen
      title="New offer"
      description="Create a voiceover offer."
      lead="An offer names what you record, for how many words, in how many days and at what price."
    />
  );
}

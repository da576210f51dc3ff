import type { Offer } from '@bookstore/api-client/contract';
import { EmptyState, OfferCard } from '@bookstore/ui';
import { AppLink } from '../../app/AppLink';
import { CardList, sharedClasses } from '../shared';

/**
 * An artist's offers as the kit's offer cards, linking to the offer's page. `owner`: the artist's own
 * dashboard, with each offer's status and an empty state that says what to do.
 */
export function OfferList({
  offers,
  owner = false,
  headingLevel = 3,
}: {
  offers: readonly Offer[];
  owner?: boolean;
  headingLevel?: 2 | 3;
}) {
  if (offers.length === 0) {
    return owner ? (
      <EmptyState title="No offers yet" description="Create an offer so buyers can order from you." />
    ) : (
      <EmptyState title="No offers yet" headingLevel={3} size="small" />
    );
  }
  return (
    <CardList items={offers} getKey={(offer) => offer.uid}>
      {(offer) => (
        <OfferCard
          offer={offer}
          linkAs={AppLink}
          headingLevel={headingLevel}
          showArtist={false}
          showStatus={owner}
          className={sharedClasses.CardFill}
        />
      )}
    </CardList>
  );
}

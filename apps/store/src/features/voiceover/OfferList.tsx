import type { Offer } from '@bookstore/api-client/contract';
import { EmptyState, OfferCard } from '@bookstore/ui';
import type { ReactNode } from 'react';
import { AppLink } from '../../links/AppLink';
import { CardList, sharedClasses } from '../shared';
import classes from './voiceover.module.css';

/**
 * An artist's offers as the kit's offer cards, linking to the offer's page. `owner`: the artist's own
 * dashboard, with each offer's status and an empty state that says what to do; `actions`: controls
 * under each card (the owner's pause, edit and delete).
 */
export function OfferList({
  offers,
  owner = false,
  headingLevel = 3,
  actions,
  emptyAction,
}: {
  offers: readonly Offer[];
  owner?: boolean;
  headingLevel?: 2 | 3;
  actions?: (offer: Offer) => ReactNode;
  /** The owner's empty state's action (create an offer). */
  emptyAction?: ReactNode;
}) {
  if (offers.length === 0) {
    return owner ? (
      <EmptyState
        headingLevel={headingLevel}
        title="No offers yet"
        description="Create an offer so buyers can order from you."
        action={emptyAction}
      />
    ) : (
      <EmptyState title="No offers yet" headingLevel={3} size="small" />
    );
  }
  return (
    <CardList items={offers} getKey={(offer) => offer.uid}>
      {(offer) => {
        const card = (
          <OfferCard
            offer={offer}
            linkAs={AppLink}
            headingLevel={headingLevel}
            showArtist={false}
            showStatus={owner}
            className={sharedClasses.CardFill}
          />
        );
        return actions ? (
          <div className={classes.OfferWithActions}>
            {card}
            <div className={classes.OfferActions}>{actions(offer)}</div>
          </div>
        ) : (
          card
        );
      }}
    </CardList>
  );
}

import type { Offer } from '@bookstore/api-client/contract';
import { Button, Dialog, VisuallyHidden } from '@bookstore/ui';
import { useEffect, useRef, useState } from 'react';
import { api, hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { showSuccess } from '../../feedback/toast';
import { useAction } from '../../forms';
import { Loadable, Screen } from '../shared';
import { OFFERS_PATH, OfferForm, offerBody } from './OfferForm';
import { OfferList } from './OfferList';
import classes from './voiceover.module.css';

/**
 * /dashboard/voiceover/offers: the artist's offers, each paused or activated, edited or deleted here.
 * The spec has no edit route for an offer, so editing happens in a dialog over this list (the same
 * form as /offers/new, filled in): the list stays in view and the change shows in it at once.
 */
export function OffersScreen() {
  const offers = hooks.voiceover.useListOffers({});
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<Offer | null>(null);
  const [deleting, setDeleting] = useState<Offer | null>(null);
  // After a deletion the offer's controls are gone: the list's heading takes the focus, once the
  // dialog has closed (it returns focus to its opener first).
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) heading.current?.focus();
  }, [deletions]);

  /** The list with one offer replaced (an update's answer) or removed (null), without a refetch. */
  const replace = (uid: string, next: Offer | null) =>
    offers.mutate(
      (previous) =>
        previous && {
          ...previous,
          data: next
            ? previous.data.map((offer) => (offer.uid === uid ? next : offer))
            : previous.data.filter((offer) => offer.uid !== uid),
        },
      { revalidate: false },
    );

  const toggle = useAction(
    (offer: Offer) =>
      api.voiceover.updateOffer({
        params: { uid: offer.uid },
        body: offerBody(offer, { status: offer.status === 'active' ? 'paused' : 'active' }),
      }),
    { onSuccess: ({ data }, offer) => replace(offer.uid, data) },
  );
  const remove = useAction((offer: Offer) => api.voiceover.deleteOffer({ params: { id: offer.uid } }), {
    onSuccess: (_answer, offer) => {
      setDeleting(null);
      setDeletions((n) => n + 1);
      return replace(offer.uid, null);
    },
  });
  // The offer whose call runs (its controls wait), or null.
  const busy = toggle.input?.uid ?? remove.input?.uid ?? null;

  return (
    <Screen
      title="Offers"
      description="What you offer buyers."
      lead="Buyers order an active offer with their script. Pause an offer to stop new orders for a while."
      actions={
        <Button href={`${OFFERS_PATH}/new`} linkAs={AppLink}>
          New offer
        </Button>
      }
    >
      <h2 ref={heading} tabIndex={-1} className={classes.HiddenHeading}>
        <VisuallyHidden>Your offers</VisuallyHidden>
      </h2>
      <Loadable response={offers}>
        {({ data }) => (
          <OfferList
            offers={data}
            owner
            headingLevel={3}
            emptyAction={
              <Button href={`${OFFERS_PATH}/new`} linkAs={AppLink}>
                Create an offer
              </Button>
            }
            actions={(offer) => (
              <>
                <Button
                  size="small"
                  variant="secondary"
                  loading={busy === offer.uid && !deleting}
                  disabled={busy !== null && busy !== offer.uid}
                  aria-label={`${offer.status === 'active' ? 'Pause' : 'Activate'} ${offer.title}`}
                  onClick={() => void toggle.run(offer)}
                >
                  {offer.status === 'active' ? 'Pause' : 'Activate'}
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  aria-label={`Edit ${offer.title}`}
                  onClick={() => setEditing(offer)}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={`Delete ${offer.title}`}
                  onClick={() => setDeleting(offer)}
                >
                  Delete
                </Button>
              </>
            )}
          />
        )}
      </Loadable>

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        closeOnBackdrop={false}
        title="Edit offer"
        description={editing?.title}
        size="large"
      >
        {editing ? (
          <OfferForm
            key={editing.uid}
            offer={editing}
            label="Edit offer"
            submitLabel="Save changes"
            submit={(body) => api.voiceover.updateOffer({ params: { uid: editing.uid }, body })}
            onSuccess={({ data, message }) => {
              void replace(editing.uid, data);
              setEditing(null);
              void showSuccess(message);
            }}
            secondaryAction={
              <Button variant="secondary" onClick={() => setEditing(null)}>
                Cancel
              </Button>
            }
          />
        ) : null}
      </Dialog>

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        closeOnBackdrop={busy === null}
        title="Delete this offer?"
        description={
          deleting
            ? `“${deleting.title}” is removed and buyers can no longer order it. This cannot be undone.`
            : ''
        }
        size="small"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={busy !== null}>
              Keep it
            </Button>
            <Button
              variant="danger"
              loading={busy !== null}
              onClick={() => deleting && void remove.run(deleting)}
            >
              Delete offer
            </Button>
          </>
        }
      />
    </Screen>
  );
}

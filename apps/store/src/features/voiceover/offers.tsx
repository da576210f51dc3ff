import type { Offer } from '@bookstore/api-client/contract';
import { apiKeys } from '@bookstore/api-client/react';
import { Button, Dialog, VisuallyHidden } from '@bookstore/ui';
import { useSWRConfig } from 'swr';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { showError, showSuccess } from '../../feedback/toast';
import { Loadable, Screen } from '../shared';
import { OfferForm, offerBody } from './OfferForm';
import { OfferList } from './OfferList';
import classes from './voiceover.module.css';

const OFFERS_PATH = '/dashboard/voiceover/offers';

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
  const [busy, setBusy] = useState<string | null>(null);
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

  const toggle = async (offer: Offer) => {
    setBusy(offer.uid);
    try {
      const status = offer.status === 'active' ? 'paused' : 'active';
      const { data, message } = await api.voiceover.updateOffer({
        params: { uid: offer.uid },
        body: offerBody(offer, { status }),
      });
      await replace(offer.uid, data);
      void showSuccess(message);
    } catch (error) {
      void showError(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (offer: Offer) => {
    setBusy(offer.uid);
    try {
      const { message } = await api.voiceover.deleteOffer({ params: { id: offer.uid } });
      setDeleting(null);
      setDeletions((n) => n + 1);
      await replace(offer.uid, null);
      void showSuccess(message);
    } catch (error) {
      void showError(error);
    } finally {
      setBusy(null);
    }
  };

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
                  onClick={() => void toggle(offer)}
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
              onClick={() => deleting && void remove(deleting)}
            >
              Delete offer
            </Button>
          </>
        }
      />
    </Screen>
  );
}

/** /dashboard/voiceover/offers/new */
export function NewOfferScreen() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
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
          void mutate(apiKeys.voiceover.listOffers({}));
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

import { ApiError } from '@bookstore/api-client';
import { withRedirect } from '@bookstore/api-client/constants';
import { type Offer } from '@bookstore/api-client/contract';
import { Button, EmptyState, formatCount } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation, useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { account } from '../../state/account';
import { sessionActive } from '../../state/session';
import { Facts, Loadable, Money, Screen, Section, sharedClasses, useCountry } from '../shared';
import classes from './public.module.css';
import { OrderForm } from './VoiceoverOrderForm';

/** Who may order: a signed-in buyer with a verified email, not the artist themself. */
function OrderSection({ offer }: { offer: Offer }) {
  useSignals();
  const { pathname, search } = useLocation();
  const me = account.value;
  let content;
  if (!sessionActive.value) {
    content = (
      <EmptyState
        headingLevel={3}
        title="Sign in to order"
        description="Sign in or create an account to send your script and pay."
        action={
          <Button href={withRedirect('/login', `${pathname}${search}`)} linkAs={AppLink}>
            Sign in to order
          </Button>
        }
      />
    );
  } else if (me && me.username === offer.artist.username) {
    content = <p className={sharedClasses.Muted}>This is your own offer: buyers order it here.</p>;
  } else if (me && !me.email_is_verified) {
    content = (
      <p>
        Verify your email address before ordering.{' '}
        <AppLink href="/myaccount/verify_email">Verify your email</AppLink>
      </p>
    );
  } else {
    content = <OrderForm offer={offer} />;
  }
  return <Section title="Order this voiceover">{content}</Section>;
}

/** Whether an address's artist (a username in any case, or the uid) is the offer's. */
const namesArtist = (named: string, artist: Offer['artist']): boolean =>
  named.toLowerCase() === artist.username.toLowerCase() || named === artist.uid;

/** /voas/{username}/offers/{offer}: the offer and its order form. */
export function VoaOfferScreen() {
  const { username = '', offer: offerUid = '' } = useParams();
  const country = useCountry();
  const offer = hooks.public.useGetVoaOffer({ params: { offer_uid: offerUid }, query: { country } });
  const detail = offer.data?.data;
  // The offer under another artist's address is no page: the Not Found page (the server answers 404).
  if (detail && !namesArtist(username, detail.artist)) throw new ApiError(404, 'The offer was not found.');
  return (
    <Screen
      title={detail?.title ?? 'Offer'}
      description={detail?.description.slice(0, 160) ?? 'A voiceover offer.'}
    >
      <Loadable response={offer}>
        {({ data }) => (
          <div className={classes.OfferLayout}>
            <div className={sharedClasses.Screen}>
              <p className={sharedClasses.Prose}>{data.description}</p>
              <Facts
                facts={[
                  [
                    'Artist',
                    <AppLink href={`/voas/${data.artist.username}`}>{data.artist.display_name}</AppLink>,
                  ],
                  ['Price', <Money value={data.price} />],
                  ['Words', `Up to ${formatCount(data.word_limit)}`],
                  ['Delivery', `${data.delivery_days} ${data.delivery_days === 1 ? 'day' : 'days'}`],
                  ['Revisions', data.revisions],
                ]}
              />
            </div>
            <OrderSection offer={data} />
          </div>
        )}
      </Loadable>
    </Screen>
  );
}

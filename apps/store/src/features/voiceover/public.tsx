import type { Offer } from '@bookstore/api-client/contract';
import { Avatar, EmptyState, formatPersonName } from '@bookstore/ui';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { Loadable, Money, Pager, Screen, Section, sharedClasses, useCountry, usePageParam } from '../shared';

export function OfferCards({ offers, username }: { offers: readonly Offer[]; username: string }) {
  if (offers.length === 0) return <EmptyState title="No offers yet" headingLevel={3} size="small" />;
  return (
    <ul className={sharedClasses.Links}>
      {offers.map((offer) => (
        <li key={offer.uid}>
          <AppLink href={`/voas/${username}/offers/${offer.uid}`} className={sharedClasses.Card}>
            <span className={sharedClasses.CardTitle}>{offer.title}</span>
            <span className={sharedClasses.Muted}>
              Up to {offer.word_limit} words · {offer.delivery_days} days
            </span>
            <Money value={offer.price} />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** /voas */
export function VoasScreen() {
  const country = useCountry();
  const page = usePageParam();
  const artists = hooks.public.useListVoas({ query: { country, page } });
  return (
    <Screen title="Voiceover artists" description="Find a voice for your audiobook or recording.">
      <Loadable response={artists}>
        {({ data }) => (
          <>
            <ul className={sharedClasses.Links}>
              {data.items.map((artist) => (
                <li key={artist.uid}>
                  <AppLink href={`/voas/${artist.username}`} className={sharedClasses.Card}>
                    <Avatar src={artist.avatar} name={artist.display_name} alt="" />
                    <span className={sharedClasses.CardTitle}>{artist.display_name}</span>
                    <span className={sharedClasses.Muted}>{artist.headline}</span>
                    {artist.starting_price ? (
                      <span>
                        From <Money value={artist.starting_price} />
                      </span>
                    ) : null}
                  </AppLink>
                </li>
              ))}
            </ul>
            <Pager page={data.page} lastPage={data.last_page} />
          </>
        )}
      </Loadable>
    </Screen>
  );
}

function useArtist() {
  const { username = '' } = useParams();
  const country = useCountry();
  return { username, artist: hooks.public.useGetVoa({ params: { uid: username }, query: { country } }) };
}

/** /voas/{username} */
export function VoaScreen() {
  const { username, artist } = useArtist();
  const profile = artist.data?.data;
  return (
    <Screen
      title={profile?.display_name ?? username}
      description={profile?.headline ?? 'A voiceover artist.'}
      lead={profile?.headline}
    >
      <Loadable response={artist}>
        {({ data }) => (
          <>
            <Avatar src={data.avatar} name={data.display_name} size="xlarge" alt="" />
            <dl className={sharedClasses.Facts}>
              <dt>Name</dt>
              <dd>{formatPersonName(data)}</dd>
              <dt>Languages</dt>
              <dd>{data.languages.map((language) => language.name).join(', ')}</dd>
              <dt>Accents</dt>
              <dd>{data.accents.map((accent) => accent.name).join(', ')}</dd>
              <dt>Jobs completed</dt>
              <dd>{data.jobs_completed}</dd>
            </dl>
            {data.demos.length > 0 ? (
              <Section title="Demos">
                <ul>
                  {data.demos.map((demo) => (
                    <li key={demo.id}>
                      {demo.title}
                      <audio controls preload="none" src={demo.url}>
                        <track kind="captions" />
                      </audio>
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            <Section title="Offers">
              <OfferCards offers={data.offers} username={username} />
            </Section>
          </>
        )}
      </Loadable>
    </Screen>
  );
}

/** /voas/{username}/offers */
export function VoaOffersScreen() {
  const { username, artist } = useArtist();
  const name = artist.data?.data.display_name ?? username;
  return (
    <Screen title={`Offers by ${name}`} description={`Voiceover offers by ${name}.`}>
      <Loadable response={artist}>
        {({ data }) => <OfferCards offers={data.offers} username={username} />}
      </Loadable>
    </Screen>
  );
}

/** /voas/{username}/offers/{offer} */
export function VoaOfferScreen() {
  const { offer: offerUid = '' } = useParams();
  const country = useCountry();
  const offer = hooks.public.useGetVoaOffer({ params: { offer_uid: offerUid }, query: { country } });
  const detail = offer.data?.data;
  return (
    <Screen
      title={detail?.title ?? 'Offer'}
      description={detail?.description.slice(0, 160) ?? 'A voiceover offer.'}
    >
      <Loadable response={offer}>
        {({ data }) => (
          <>
            <p className={sharedClasses.Prose}>{data.description}</p>
            <dl className={sharedClasses.Facts}>
              <dt>Artist</dt>
              <dd>
                <AppLink href={`/voas/${data.artist.username}`}>{data.artist.display_name}</AppLink>
              </dd>
              <dt>Price</dt>
              <dd>
                <Money value={data.price} />
              </dd>
              <dt>Words</dt>
              <dd>Up to {data.word_limit}</dd>
              <dt>Delivery</dt>
              <dd>{data.delivery_days} days</dd>
              <dt>Revisions</dt>
              <dd>{data.revisions}</dd>
            </dl>
          </>
        )}
      </Loadable>
    </Screen>
  );
}

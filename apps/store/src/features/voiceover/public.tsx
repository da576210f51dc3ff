import { Avatar, formatPersonName, VoiceoverArtistCard } from '@bookstore/ui';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import {
  CardList,
  Facts,
  Loadable,
  Money,
  PagedList,
  Screen,
  Section,
  sharedClasses,
  useCountry,
  useListQuery,
} from '../shared';
import { OfferList } from './OfferList';

/** /voas */
export function VoasScreen() {
  const country = useCountry();
  const { query } = useListQuery();
  const artists = hooks.public.useListVoas({ query: { ...query, country } });
  return (
    <Screen title="Voiceover artists" description="Find a voice for your audiobook or recording.">
      <PagedList response={artists} empty={{ title: 'No voiceover artists yet' }}>
        {(items) => (
          <CardList items={items} getKey={(artist) => artist.uid}>
            {(artist) => (
              <VoiceoverArtistCard
                artist={artist}
                linkAs={AppLink}
                headingLevel={2}
                className={sharedClasses.CardFill}
              />
            )}
          </CardList>
        )}
      </PagedList>
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
            <Facts
              facts={[
                ['Name', formatPersonName(data)],
                ['Languages', data.languages.map((language) => language.name).join(', ')],
                ['Accents', data.accents.map((accent) => accent.name).join(', ')],
                ['Jobs completed', data.jobs_completed],
              ]}
            />
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
              <OfferList offers={data.offers} />
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
        {({ data }) => <OfferList offers={data.offers} headingLevel={2} />}
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
            <Facts
              facts={[
                [
                  'Artist',
                  <AppLink href={`/voas/${data.artist.username}`}>{data.artist.display_name}</AppLink>,
                ],
                ['Price', <Money value={data.price} />],
                ['Words', `Up to ${data.word_limit}`],
                ['Delivery', `${data.delivery_days} days`],
                ['Revisions', data.revisions],
              ]}
            />
          </>
        )}
      </Loadable>
    </Screen>
  );
}

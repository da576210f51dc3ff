import { Loadable, Screen } from '../shared';
import { OfferList } from './OfferList';
import { useArtist } from './useArtist';

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

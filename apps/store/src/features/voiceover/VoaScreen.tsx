import { Avatar, Skeleton } from '@bookstore/ui';
import { Loadable, Screen, Section } from '../shared';
import { DemoList } from './DemoList';
import { OfferList } from './OfferList';
import { VoaProfileFacts } from './VoaProfileFacts';
import { useArtist } from './useArtist';

/** /voas/{username} */
export function VoaScreen() {
  const { username, artist } = useArtist();
  const profile = artist.data?.data;
  return (
    <Screen
      title={profile?.display_name ?? username}
      declaredHead
      lead={profile?.headline}
      // A failed read is said once, with its retry, where the profile would be (not in the avatar's place).
      media={
        profile ? (
          <Avatar src={profile.avatar} name={profile.display_name} size="xlarge" alt="" />
        ) : artist.error ? undefined : (
          <Skeleton variant="circle" width={96} height={96} />
        )
      }
    >
      <Loadable response={artist}>
        {({ data }) => (
          <>
            <VoaProfileFacts artist={data} />
            {data.demos.length > 0 ? (
              <Section title="Demos">
                <DemoList demos={data.demos} />
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

import { voaPageText } from '@bookstore/api-client/page-meta';
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
  const text = voaPageText(profile?.display_name ?? username, profile?.headline);
  return (
    <Screen
      title={text.title}
      description={text.description}
      lead={profile?.headline}
      media={
        <Loadable response={artist} skeleton={<Skeleton variant="circle" width={96} height={96} />}>
          {({ data }) => <Avatar src={data.avatar} name={data.display_name} size="xlarge" alt="" />}
        </Loadable>
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

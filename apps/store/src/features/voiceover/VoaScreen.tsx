import { voaPageText } from '@bookstore/api-client/page-meta';
import { Avatar, formatPersonName } from '@bookstore/ui';
import { Facts, Loadable, Screen, Section } from '../shared';
import { OfferList } from './OfferList';
import { useArtist } from './useArtist';

/** /voas/{username} */
export function VoaScreen() {
  const { username, artist } = useArtist();
  const profile = artist.data?.data;
  const text = voaPageText(profile?.display_name ?? username, profile?.headline);
  return (
    <Screen title={text.title} description={text.description} lead={profile?.headline}>
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

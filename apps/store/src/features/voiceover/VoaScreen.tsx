import { voaPageText } from '@bookstore/api-client/page-meta';
import { Avatar, Skeleton } from '@bookstore/ui';
import { Loadable, Screen, Section } from '../shared';
import { OfferList } from './OfferList';
import { VoaProfileFacts } from './VoaProfileFacts';
import classes from './public.module.css';
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
                <ul className={classes.DemoList}>
                  {data.demos.map((demo) => (
                    <li key={demo.id} className={classes.DemoItem}>
                      <span className={classes.DemoName}>{demo.title}</span>
                      <audio controls preload="none" src={demo.url} aria-label={`Demo: ${demo.title}`}>
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

import { PAGE_TEXTS } from '@bookstore/api-client/page-meta';
import { Button, formatCount, Select, VoiceoverArtistCard } from '@bookstore/ui';
import { useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { minimumDelay } from '../../swrDelay';
import { CardList, humanize, PagedList, Screen, useCountry, useListQuery } from '../shared';
import classes from './public.module.css';
import { DemoButton, useDemoPlayer } from './DemoPlayer';
import { GENDER_CHOICES, VOA_FILTERS, voasReads, type VoaFilter } from './reads';

/** /voas: the artists, filtered by language, accent, age and gender (all in the URL), each with a demo. */
export function VoasScreen() {
  const country = useCountry();
  const { query: listQuery, setFilter } = useListQuery(VOA_FILTERS);
  const [, setParams] = useSearchParams();
  // The reads the server's route prefetch names too (reads.ts).
  const reads = voasReads(listQuery, country);
  const artists = hooks.public.useListVoas(reads.artists, { use: [minimumDelay] });
  const choices = hooks.public.useGetVocalCharacteristics(reads.choices);
  const options = choices.data?.data;
  const filtered = VOA_FILTERS.some((name) => listQuery[name] !== undefined);
  const total = artists.data?.data.total;
  const player = useDemoPlayer();

  const clearFilters = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of [...VOA_FILTERS, 'page']) next.delete(name);
      return next;
    });

  const select = (name: VoaFilter, label: string, any: string, list: { value: string; label: string }[]) => (
    <Select
      label={label}
      size="small"
      value={listQuery[name] ?? ''}
      onChange={(event) => setFilter(name, event.target.value || undefined)}
      options={[{ value: '', label: any }, ...list]}
    />
  );
  const idOptions = (list: readonly { id: number; name: string }[] | undefined) =>
    (list ?? []).map((option) => ({ value: String(option.id), label: option.name }));

  return (
    <Screen title={PAGE_TEXTS.voas.title} declaredHead>
      <div role="search" className={classes.Filters} aria-label="Filter voiceover artists">
        {select('language', 'Language', 'Any language', idOptions(options?.languages))}
        {select('accent', 'Accent', 'Any accent', idOptions(options?.accents))}
        {select('age', 'Age', 'Any age', idOptions(options?.ages))}
        {select(
          'gender',
          'Gender',
          'Any gender',
          GENDER_CHOICES.map((gender) => ({ value: gender, label: humanize(gender) })),
        )}
      </div>
      <div className={classes.ResultBar}>
        <p role="status" className={classes.Count}>
          {total === undefined
            ? ''
            : `${formatCount(total)} ${total === 1 ? 'artist' : 'artists'}${filtered ? ' match' : ''}`}
        </p>
        {filtered ? (
          <Button variant="ghost" size="small" onClick={clearFilters}>
            Clear filters
          </Button>
        ) : null}
      </div>
      {player.element}
      <PagedList
        response={artists}
        empty={
          filtered
            ? {
                title: 'No artist matches these filters',
                description: 'Try fewer filters, or clear them to see every artist.',
                action: (
                  <Button variant="secondary" onClick={clearFilters}>
                    Clear filters
                  </Button>
                ),
              }
            : { title: 'No voiceover artists yet' }
        }
      >
        {(items) => (
          <CardList items={items} getKey={(artist) => artist.uid}>
            {(artist) => (
              <div className={classes.ArtistItem}>
                <VoiceoverArtistCard
                  artist={artist}
                  linkAs={AppLink}
                  headingLevel={2}
                  className={classes.ArtistCard}
                />
                <DemoButton
                  artist={artist}
                  playing={player.playing === artist.uid}
                  onToggle={() => artist.demo && player.toggle(artist.uid, artist.demo.url)}
                />
              </div>
            )}
          </CardList>
        )}
      </PagedList>
    </Screen>
  );
}

// The reads of the voiceover area's server-rendered pages (/voas, /voas/{username}), built in one place
// for the screens' hooks and for their page modules' reads (routes/pages/), so the browser's page load
// and the server ask for the same SWR keys and the server renders each page once (entry-server.tsx).
import { genders } from '@bookstore/api-client/contract';
import { prefetchRead } from '../../api';
import type { DataPrefetch } from '../../page/reads';
import { countryCode } from '../../state/country';
import { listQueryOf, type ListQuery } from '../shared/pageParam';

/** The directory's filters, as the URL names them (`?language=3&gender=female`). */
export const VOA_FILTERS = ['language', 'accent', 'age', 'gender'] as const;
export type VoaFilter = (typeof VOA_FILTERS)[number];

/** "Prefer not to say" is a privacy choice, not a voice a buyer looks for: not offered as a filter. */
export const GENDER_CHOICES = genders.filter((gender) => gender !== 'prefer_not_to_say');
type GenderChoice = (typeof genders)[number];
const isGender = (value: string | undefined): value is GenderChoice =>
  (GENDER_CHOICES as readonly string[]).includes(value ?? '');

/** A filter's id from the URL as the query's one-item list; undefined when absent or not an id. */
function idList(value: string | undefined): number[] | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? [id] : undefined;
}

/** /voas: one page of the artists for the URL's filters (`listQuery`), and the filters' choices. */
export function voasReads(listQuery: ListQuery<VoaFilter>, country: string) {
  const language = idList(listQuery.language);
  const accent = idList(listQuery.accent);
  const age = idList(listQuery.age);
  return {
    artists: {
      query: {
        page: listQuery.page,
        country,
        ...(language ? { language } : {}),
        ...(accent ? { accent } : {}),
        ...(age ? { age } : {}),
        ...(isGender(listQuery.gender) ? { gender: [listQuery.gender] } : {}),
      },
    },
    choices: {},
  };
}

/** /voas/{username}: the artist, priced for the store's country. */
export function voaRead(username: string, country: string) {
  return { params: { uid: username }, query: { country } };
}

/** /voas */
export const prefetchVoas: DataPrefetch = ({ url }) => {
  const reads = voasReads(listQueryOf(url.searchParams, VOA_FILTERS), countryCode.peek());
  prefetchRead('public', 'listVoas', reads.artists);
  prefetchRead('public', 'getVocalCharacteristics', reads.choices);
};

/** /voas/{username} */
export const prefetchVoa: DataPrefetch = ({ params }) => {
  if (params.username) prefetchRead('public', 'getVoa', voaRead(params.username, countryCode.peek()));
};

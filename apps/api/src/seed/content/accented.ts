import type { PersonName } from './people.ts';

/*
 * Issue 25: invented authors whose names carry diacritics, and books in series, so that search's
 * accent folding ("Okafo" finds "Ọkafọ") and series search have something to find. The names and
 * titles are invented, as the rest of the seed's.
 */
export interface AccentedAuthor {
  username: string;
  countryCode: string;
  name: PersonName;
}

export const ACCENTED_AUTHORS: readonly AccentedAuthor[] = [
  {
    username: 'chinuaokafo',
    countryCode: 'ng',
    name: { firstName: 'Chinụa', middleName: null, lastName: 'Ọkafọ', gender: 'male', origin: 'igbo' },
  },
  {
    username: 'emiliedurancon',
    countryCode: 'gb',
    name: {
      firstName: 'Émilie',
      middleName: null,
      lastName: 'Durançon',
      gender: 'female',
      origin: 'european',
    },
  },
  {
    username: 'zoeakerlund',
    countryCode: 'us',
    name: { firstName: 'Zoë', middleName: null, lastName: 'Åkerlund', gender: 'female', origin: 'european' },
  },
];

export interface AccentedBook {
  /** Index into ACCENTED_AUTHORS. */
  author: number;
  title: string;
  series: string | null;
}

export const ACCENTED_BOOKS: readonly AccentedBook[] = [
  { author: 0, title: 'Harmattan Crossing', series: 'The Harmattan Trilogy' },
  { author: 0, title: 'Dust over Ọnịtsha', series: 'The Harmattan Trilogy' },
  { author: 0, title: 'The Last Ụdara Tree', series: 'The Harmattan Trilogy' },
  { author: 1, title: 'Crème Brûlée at Midnight', series: 'Café Mystères' },
  { author: 1, title: 'Château of Whispers', series: 'Café Mystères' },
  { author: 2, title: 'Fjörd of Lanterns', series: null },
  { author: 2, title: 'Smörgåsbord Winter', series: null },
];

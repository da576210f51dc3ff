import { planAccentedAuthors } from './accented.ts';
import type { PersonPlan } from './context.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';
import type { PeoplePlanner } from './people.ts';
import type { Prng } from './prng.ts';

const VOICEOVER_ARTISTS = 34;

/** The people the seed plans: the demo accounts, the two classic authors, then generated ones. */
export interface Cast {
  shopper: PersonPlan;
  author: PersonPlan;
  voice: PersonPlan;
  creator: PersonPlan;
  curry: PersonPlan;
  eliot: PersonPlan;
  authors: PersonPlan[];
  readers: PersonPlan[];
  artistPeople: PersonPlan[];
  accented: PersonPlan[];
  /** The demo partner (issue 43): a shopper's account in the partner programme. */
  partner: PersonPlan;
}

/** Plans the demo accounts first (their usernames are reserved), then the generated people. */
export function planPeople(people: PeoplePlanner, root: Prng, bookTarget: number): Cast {
  const demoRng = root.fork('demo-people');
  const demo = (account: DemoAccount, city: string): PersonPlan => {
    const person = people.plan(demoRng.fork(account.username), {
      name: {
        firstName: account.firstName,
        middleName: null,
        lastName: account.lastName,
        gender: account.gender,
        origin: account.origin,
      },
      username: account.username,
      email: account.email,
      countryCode: 'ng',
      isAuthor: account.author,
      isVoiceoverArtist: account.voiceoverArtist,
      joinedDays: [400, 400],
      avatarChance: account.author || account.voiceoverArtist ? 1 : 0,
      bio: account.author,
    });
    person.city = city;
    return person;
  };
  const shopper = demo(DEMO_ACCOUNTS.shopper, 'Lagos');
  const author = demo(DEMO_ACCOUNTS.author, 'Ibadan');
  const voice = demo(DEMO_ACCOUNTS.voiceover, 'Lagos');
  const creator = demo(DEMO_ACCOUNTS.both, 'Abuja');
  demo(DEMO_ACCOUNTS.operator, 'Enugu');
  const classicRng = root.fork('classic-authors');
  const curry = people.plan(classicRng, {
    name: {
      firstName: 'Charles',
      middleName: 'Madison',
      lastName: 'Curry',
      gender: 'male',
      origin: 'american',
    },
    username: 'charlesmcurry',
    countryCode: 'us',
    isAuthor: true,
    joinedDays: [420, 420],
    avatarChance: 0,
  });
  curry.bio =
    'Charles Madison Curry (1869-1944) taught literature at Indiana State Normal School and compiled anthologies for teachers.';
  const eliot = people.plan(classicRng, {
    name: {
      firstName: 'Thomas',
      middleName: 'Stearns',
      lastName: 'Eliot',
      gender: 'male',
      origin: 'british',
    },
    username: 'tseliot',
    countryCode: 'gb',
    isAuthor: true,
    // The name on his books: a pen name the demo shows on the book page, cards and search.
    penName: 'T. S. Eliot',
    joinedDays: [420, 420],
    avatarChance: 0,
  });
  eliot.bio =
    'T. S. Eliot (1888-1965), poet, essayist and playwright, was awarded the Nobel Prize in Literature in 1948.';

  const authorCount = Math.max(20, Math.round(bookTarget / 6));
  const readerCount = Math.max(120, Math.round(bookTarget / 10));
  const authorRng = root.fork('authors');
  const authors = Array.from({ length: authorCount }, (_, i) =>
    people.plan(authorRng.fork(i), { isAuthor: true, bio: true, avatarChance: 0.7, penNameChance: 0.1 }),
  );
  const readerRng = root.fork('readers');
  const readers = Array.from({ length: readerCount }, (_, i) =>
    people.plan(readerRng.fork(i), { joinedDays: [10, 4 * 365], avatarChance: 0.35 }),
  );
  const artistRng = root.fork('voiceover-artists');
  const artistPeople = Array.from({ length: VOICEOVER_ARTISTS }, (_, i) =>
    people.plan(artistRng.fork(i), { isVoiceoverArtist: true, avatarChance: 0.9 }),
  );
  const accented = planAccentedAuthors(people, root.fork('accented-authors'));
  // Planned last (its own random stream), so every other user keeps the id it had before it came.
  const partner = demo(DEMO_ACCOUNTS.partner, 'Port Harcourt');
  return { shopper, author, voice, creator, curry, eliot, authors, readers, artistPeople, accented, partner };
}

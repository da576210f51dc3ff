import type { Prng } from '../prng.ts';
import { AFRICAN_POOLS } from './names-africa.ts';
import { WORLD_POOLS } from './names-world.ts';

/**
 * Name pools by origin. Nigeria comes first and weighs most because `ng` is the store's default
 * country; the rest give the catalogue the spread of a real international list.
 */
const POOLS = [...AFRICAN_POOLS, ...WORLD_POOLS];

export type Gender = 'female' | 'male';

export interface PersonName {
  firstName: string;
  middleName: string | null;
  lastName: string;
  gender: Gender;
  origin: string;
}

const POOL_WEIGHTS = POOLS.map((p) => [p, p.weight] as const);

const FIRST_NAME_GENDER = new Map<string, Gender>(
  POOLS.flatMap((p) => [
    ...p.female.map((n) => [n, 'female'] as const),
    ...p.male.map((n) => [n, 'male'] as const),
  ]),
);

/** The gender a first name is drawn with, if it is one of the pools' names. */
export function firstNameGender(name: string): Gender | undefined {
  return FIRST_NAME_GENDER.get(name);
}

/** Given names (female, then male) and family names of one origin's pool; empty for an unknown origin. */
export function namesOfOrigin(origin: string): { given: string[]; family: string[] } {
  const pool = POOLS.find((p) => p.origin === origin);
  return pool ? { given: [...pool.female, ...pool.male], family: [...pool.last] } : { given: [], family: [] };
}

export function personName(rng: Prng, origin?: string): PersonName {
  const pool = (origin ? POOLS.find((p) => p.origin === origin) : undefined) ?? rng.weighted(POOL_WEIGHTS);
  const gender: Gender = rng.chance(0.5) ? 'female' : 'male';
  const firsts = pool[gender];
  const firstName = rng.pick(firsts);
  let middleName: string | null = null;
  if (rng.chance(pool.middleChance)) {
    // Middle names come from the same pool and gender, never repeating the first name.
    const others = firsts.filter((n) => n !== firstName);
    middleName = rng.pick(others);
  }
  return { firstName, middleName, lastName: rng.pick(pool.last), gender, origin: pool.origin };
}

export function fullName(name: Pick<PersonName, 'firstName' | 'middleName' | 'lastName'>): string {
  return [name.firstName, name.middleName, name.lastName].filter(Boolean).join(' ');
}

/** ASCII-only lower-case slug for usernames and email local parts ("Étienne" -> "etienne"). */
export function asciiSlug(text: string, separator = '-'): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}

/**
 * Unique usernames: first name plus last name, then a number when taken, the way people actually
 * end up with handles.
 */
export class UsernameRegistry {
  private readonly taken = new Set<string>();

  reserve(username: string): void {
    this.taken.add(username);
  }

  claim(rng: Prng, name: Pick<PersonName, 'firstName' | 'lastName'>): string {
    const first = asciiSlug(name.firstName, '');
    const last = asciiSlug(name.lastName, '');
    const candidates = [
      `${first}${last}`,
      `${first}.${last}`,
      `${first}_${last}`,
      `${first[0] ?? ''}${last}`,
    ];
    for (const candidate of candidates) {
      if (!this.taken.has(candidate)) {
        this.taken.add(candidate);
        return candidate;
      }
    }
    for (;;) {
      const candidate = `${first}${last}${rng.int(2, 999)}`;
      if (!this.taken.has(candidate)) {
        this.taken.add(candidate);
        return candidate;
      }
    }
  }
}

const AUTHOR_BIO_OPENINGS = [
  (n: string, city: string) =>
    `${n} grew up in ${city} and started writing in the margins of school exercise books.`,
  (n: string, city: string) =>
    `${n} lives in ${city}, where most of their stories begin on long evening walks.`,
  (n: string, city: string) =>
    `Born in ${city}, ${n} worked as a teacher for a decade before turning to writing full time.`,
  (n: string, city: string) => `${n} is a former journalist based in ${city}.`,
  (n: string, city: string) =>
    `${n} divides their time between ${city} and the coast, and writes early in the morning.`,
  (n: string, city: string) => `A lawyer by training, ${n} now writes from a small studio in ${city}.`,
];

const AUTHOR_BIO_MIDDLES = [
  'Their work has appeared in literary magazines across three continents.',
  'They have run writing workshops for young people for many years.',
  'Their debut was shortlisted for a regional first-book prize.',
  'They write about family, memory and the cities that shape us.',
  'They are drawn to stories about ordinary people making brave choices.',
  'Their essays on reading and libraries are widely shared.',
  'They came to fiction late, after a career in public health.',
  'Readers know them for sharp dialogue and generous endings.',
];

const AUTHOR_BIO_CLOSINGS = [
  'When not writing, they coach a junior football team.',
  'They are at work on their next book.',
  'They read everything, including cereal boxes.',
  'They keep bees and an unreasonable number of notebooks.',
  'They can usually be found in the nearest bookshop.',
  'They also translate poetry from Yoruba and French.',
  'They host a monthly book club at their local library.',
];

export const CITIES = [
  'Lagos',
  'Ibadan',
  'Enugu',
  'Kano',
  'Abuja',
  'Port Harcourt',
  'Abeokuta',
  'Accra',
  'Kumasi',
  'Nairobi',
  'Mombasa',
  'Johannesburg',
  'Cape Town',
  'Durban',
  'London',
  'Manchester',
  'Edinburgh',
  'Bristol',
  'New York',
  'Atlanta',
  'Chicago',
  'Houston',
  'Toronto',
  'Mumbai',
  'Lisbon',
  'Berlin',
  'Dublin',
  'Seoul',
  'Mexico City',
] as const;

export function authorBio(rng: Prng, displayName: string): string {
  const city = rng.pick(CITIES);
  return [
    rng.pick(AUTHOR_BIO_OPENINGS)(displayName, city),
    rng.pick(AUTHOR_BIO_MIDDLES),
    rng.pick(AUTHOR_BIO_CLOSINGS),
  ].join(' ');
}

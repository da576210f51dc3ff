import { authorBio, fullName, personName, UsernameRegistry, type PersonName } from './content/people.ts';
import type { PersonPlan, SeedContext } from './context.ts';
import { daysBefore, uid } from './context.ts';
import { insertReturningIds, insertRows } from './insert.ts';
import { avatarSvg } from './media/svg.ts';
import type { Prng } from './prng.ts';

const ORIGIN_COUNTRY: Record<string, string> = {
  yoruba: 'ng',
  igbo: 'ng',
  hausa: 'ng',
  ghana: 'gh',
  'east-africa': 'ke',
  'southern-africa': 'za',
  british: 'gb',
  american: 'us',
};

const OTHER_COUNTRIES: readonly (readonly [string, number])[] = [
  ['gb', 4],
  ['us', 4],
  ['ng', 2],
  ['za', 1],
];

export const COUNTRY_CITIES: Record<string, readonly string[]> = {
  ng: [
    'Lagos',
    'Abuja',
    'Ibadan',
    'Port Harcourt',
    'Enugu',
    'Kano',
    'Benin City',
    'Abeokuta',
    'Jos',
    'Calabar',
  ],
  gh: ['Accra', 'Kumasi', 'Tamale', 'Takoradi', 'Cape Coast'],
  ke: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret'],
  za: ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Gqeberha'],
  gb: ['London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Bristol', 'Cardiff'],
  us: ['New York', 'Atlanta', 'Houston', 'Chicago', 'Los Angeles', 'Washington', 'Seattle'],
};

export function phoneNumber(rng: Prng, countryCode: string, phoneCode: string): string {
  if (countryCode === 'ng')
    return `${phoneCode} ${rng.pick(['803', '806', '813', '816', '703', '802', '808', '809'])} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
  if (countryCode === 'us')
    return `${phoneCode} ${rng.int(201, 989)} ${rng.int(200, 999)} ${rng.int(1000, 9999)}`;
  if (countryCode === 'gb') return `${phoneCode} 7${rng.int(100, 999)} ${rng.int(100000, 999999)}`;
  return `${phoneCode} ${rng.int(20, 79)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
}

export interface PersonOptions {
  name?: PersonName;
  username?: string;
  email?: string;
  countryCode?: string;
  isAuthor?: boolean;
  isVoiceoverArtist?: boolean;
  /** Joined between these many days ago. */
  joinedDays?: readonly [number, number];
  avatarChance?: number;
  bio?: boolean;
  /** An author's pen name; or the chance of one made up (`penNameFor`) when not given. */
  penName?: string;
  penNameChance?: number;
}

/**
 * A pen name unlike the author's own name: their initials and surname ("T. S. Eliot"), or another
 * name of their origin.
 */
export function penNameFor(rng: Prng, name: PersonName): string {
  const initials = `${[name.firstName, name.middleName].flatMap((part) => (part ? [`${[...part][0]}.`] : [])).join(' ')} ${name.lastName}`;
  if (name.middleName || rng.chance(0.4)) return initials;
  const other = personName(rng, name.origin);
  const pen = `${other.firstName} ${other.lastName}`;
  return pen === `${name.firstName} ${name.lastName}` ? initials : pen;
}

/**
 * The name a seeded author's books carry (covers, blurbs, EPUBs, the credited author): their pen name,
 * else their own. What readers see in the store is decided by the database (`person_byline`).
 */
export function nameOnBooks(person: Pick<PersonPlan, 'name' | 'penName'>): string {
  return person.penName ?? fullName(person.name);
}

export class PeoplePlanner {
  readonly usernames = new UsernameRegistry();
  readonly people: PersonPlan[] = [];
  readonly #ctx: SeedContext;

  constructor(ctx: SeedContext) {
    this.#ctx = ctx;
  }

  plan(rng: Prng, options: PersonOptions = {}): PersonPlan {
    const name = options.name ?? personName(rng);
    const countryCode = options.countryCode ?? ORIGIN_COUNTRY[name.origin] ?? rng.weighted(OTHER_COUNTRIES);
    const country = this.#ctx.countries.get(countryCode);
    const username = options.username ?? this.usernames.claim(rng, name);
    if (options.username) this.usernames.reserve(options.username);
    const id = uid(rng);
    const [minDays, maxDays] = options.joinedDays ?? [30, 6 * 365];
    // Its own stream: drawing it shifts nothing else in the seed.
    const penRng = rng.fork('pen-name');
    const penName =
      options.penName ??
      (options.penNameChance && penRng.chance(options.penNameChance) ? penNameFor(penRng, name) : null);
    // The bio names the author as readers know them.
    const displayName = penName ?? [name.firstName, name.lastName].join(' ');
    const person: PersonPlan = {
      uid: id,
      username,
      email: options.email ?? `${username}@example.com`,
      name,
      countryCode,
      city: rng.pick(COUNTRY_CITIES[countryCode] ?? ['Lagos']),
      phone: phoneNumber(rng, countryCode, country?.seed.phoneCode ?? '+234'),
      bio: options.bio ? authorBio(rng, displayName) : null,
      penName,
      avatarPath: rng.chance(options.avatarChance ?? 0.6)
        ? this.#ctx.media.write(`seed/avatars/${id.toLowerCase()}.svg`, () =>
            avatarSvg(rng.fork('avatar'), name.firstName, name.lastName),
          )
        : null,
      createdAt: daysBefore(this.#ctx.now, rng.int(minDays, maxDays) + rng.float(0, 1)),
      isAuthor: options.isAuthor ?? false,
      isVoiceoverArtist: options.isVoiceoverArtist ?? false,
    };
    this.people.push(person);
    return person;
  }

  /** Inserts every planned person as a user (verified email) and authors' profiles. */
  async insert(): Promise<void> {
    const ctx = this.#ctx;
    const ids = await insertReturningIds(
      ctx.db,
      'users',
      this.people.map((p) => ({
        uid: p.uid,
        username: p.username,
        email: p.email,
        first_name: p.name.firstName,
        middle_name: p.name.middleName,
        last_name: p.name.lastName,
        phone: p.phone,
        bio: p.bio,
        country_code: p.countryCode,
        password_hash: ctx.passwordHash,
        email_verified_at: new Date(p.createdAt.getTime() + 15 * 60_000),
        avatar_path: p.avatarPath,
        is_author: p.isAuthor,
        is_voiceover_artist: p.isVoiceoverArtist,
        created_at: p.createdAt,
        updated_at: p.createdAt,
      })),
      'uid',
    );
    for (const [key, id] of ids) ctx.userIds.set(key, id);
    const rng = ctx.rng.fork('author-profiles');
    await insertRows(
      ctx.db,
      'author_profiles',
      this.people
        .filter((p) => p.isAuthor)
        .map((p) => {
          const handle = p.username.replace(/\./g, '_');
          return {
            user_id: ids.get(p.uid) ?? 0,
            pen_name: p.penName,
            bio: p.bio,
            website: rng.chance(0.4) ? `https://${p.username.replace(/[._]/g, '')}.example.com` : null,
            twitter: rng.chance(0.5) ? `https://x.com/${handle}` : null,
            facebook: rng.chance(0.3) ? `https://facebook.com/${handle}` : null,
            instagram: rng.chance(0.4) ? `https://instagram.com/${handle}` : null,
            country_code: p.countryCode,
            created_at: p.createdAt,
            updated_at: p.createdAt,
          };
        }),
    );
  }
}

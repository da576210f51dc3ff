import type { Kysely } from 'kysely';
import type { BookType, Database } from '../db/schema.ts';
import type { CategorySeed } from './content/categories.ts';
import type { CountrySeed } from './content/countries.ts';
import type { PersonName } from './content/people.ts';
import type { MediaWriter } from './media/writer.ts';
import type { Prng } from './prng.ts';

/** What every seeding step shares: the transaction, the generator, the clock and the ids so far. */
export interface SeedContext {
  db: Kysely<Database>;
  rng: Prng;
  media: MediaWriter;
  now: Date;
  passwordHash: string;
  countries: Map<string, CountryRef>;
  categories: CategoryRef[];
  vocal: { ages: number[]; accents: Map<string, number>; languages: Map<string, number> };
  banks: Map<string, { id: number; code: string; name: string }[]>;
  /** users.uid -> users.id */
  userIds: Map<string, number>;
}

export interface StateRef {
  id: number;
  code: string;
  name: string;
  deliveryBase: number;
  deliveryPerItem: number;
}

export interface CountryRef {
  seed: CountrySeed;
  states: StateRef[];
}

export interface CategoryRef {
  id: number;
  seed: CategorySeed;
  subCategories: { id: number; name: string; isNew: boolean }[];
}

/** A generated person with an account. */
export interface PersonPlan {
  uid: string;
  username: string;
  email: string;
  name: PersonName;
  countryCode: string;
  city: string;
  phone: string;
  bio: string | null;
  /** An author's pen name (author_profiles.pen_name): the name readers see; null for none. */
  penName: string | null;
  avatarPath: string | null;
  createdAt: Date;
  isAuthor: boolean;
  isVoiceoverArtist: boolean;
}

export interface BookPlan {
  uid: string;
  slug: string;
  author: PersonPlan;
  type: BookType;
  title: string;
  subtitle: string | null;
  series: string | null;
  description: string;
  language: string;
  pages: number | null;
  durationSeconds: number | null;
  isbn: string | null;
  publisher: string;
  publicationDate: string;
  edition: string | null;
  keywords: string[];
  category: CategoryRef;
  subCategory: CategoryRef['subCategories'][number];
  status: 'draft' | 'in_review' | 'published';
  coverPath: string;
  filePath: string | null;
  fileFormat: 'epub' | null;
  fileSizeBytes: number | null;
  samplePath: string | null;
  print: {
    binding: 'paperback' | 'hardcover';
    paper: string;
    colour: boolean;
    widthMm: number;
    heightMm: number;
    depthMm: number;
    weightGrams: number;
    stock: number | null;
    printOnDemand: boolean;
  } | null;
  prices: Map<string, number>;
  contributors: {
    name: string;
    role: 'co_author' | 'editor' | 'illustrator' | 'narrator' | 'translator' | 'foreword';
  }[];
  audioTracks: { title: string; path: string; durationSeconds: number; sizeBytes: number }[];
  /** Issue 42: its reviews, each by a reader who bought it, with the readers who found it helpful. */
  ratings: {
    reader: PersonPlan;
    rating: number;
    title: string | null;
    review: string | null;
    voters: PersonPlan[];
    createdAt: Date;
  }[];
  salesCount: number;
  /** Recent sales weigh more; the Trending sort orders by it. */
  trendingScore: number;
  createdAt: Date;
  publishedAt: Date | null;
}

export const DAY_MS = 86_400_000;

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const UID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Short public identifiers in the same alphabet the API uses for the ones it makes. */
export function uid(rng: Prng, length = 12): string {
  let out = '';
  for (let i = 0; i < length; i++) out += UID_ALPHABET[rng.int(0, UID_ALPHABET.length - 1)];
  return out;
}

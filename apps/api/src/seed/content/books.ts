import type { Prng } from '../prng.ts';
import type { GenreFamily } from './categories.ts';

/**
 * A book's keywords, publisher and language. Its title and subtitle are composed in titles.ts, its
 * description in descriptions.ts: hand-written English with slots, so the output reads like a real blurb.
 */

const FAMILY_KEYWORDS: Record<GenreFamily, readonly string[]> = {
  literary: ['family saga', 'coming of age', 'literary', 'migration', 'identity', 'book club'],
  romance: ['romance', 'love story', 'enemies to lovers', 'slow burn', 'feel-good'],
  crime: ['thriller', 'mystery', 'detective', 'suspense', 'crime'],
  speculative: ['fantasy', 'science fiction', 'magic', 'adventure', 'world-building'],
  life: ['memoir', 'biography', 'true story', 'inspiration'],
  business: ['business', 'entrepreneurship', 'money', 'leadership', 'career'],
  selfhelp: ['self-help', 'habits', 'motivation', 'wellbeing', 'productivity'],
  history: ['history', 'africa', 'politics', 'empire', 'nonfiction'],
  children: ['children', 'picture book', 'read aloud', 'bedtime', 'adventure'],
  faith: ['faith', 'devotional', 'prayer', 'spirituality'],
  health: ['health', 'fitness', 'nutrition', 'mental health'],
  science: ['science', 'technology', 'popular science', 'ideas'],
  poetry: ['poetry', 'spoken word', 'verse', 'drama'],
  food: ['cookbook', 'recipes', 'west african food', 'baking'],
};

export function bookKeywords(rng: Prng, family: GenreFamily, subCategory: string): string[] {
  return [subCategory.toLowerCase(), ...rng.sample(FAMILY_KEYWORDS[family], rng.int(2, 3))];
}

export const PUBLISHERS = [
  'Cassava Republic Press',
  'Farafina Books',
  'Ouida Books',
  'Narrative Landscape Press',
  'Masobe Books',
  'Kachifo Limited',
  'Sub-Saharan Publishers',
  'Jacana Media',
  'East African Educational Publishers',
  'Parrésia Publishers',
  'Harbour Lane Press',
  'Blue Heron Books',
  'Greenleaf & Stone',
  'Northlight Publishing',
  'Lantern House',
  'Brightwater Editions',
  'Redwood Street Press',
  'Amber Hill Books',
  'Independent (self-published)',
] as const;

export const LANGUAGES: readonly (readonly [string, number])[] = [
  ['English', 86],
  ['French', 3],
  ['Yoruba', 3],
  ['Igbo', 2],
  ['Hausa', 2],
  ['Swahili', 2],
  ['Portuguese', 1],
  ['Spanish', 1],
];

import type { BookType } from '../../db/schema.ts';
import type { GenreFamily } from './categories.ts';

/**
 * Curated lists. Each list says which books it gathers, so its books fit its name: a family, a book
 * type, a publication window, or the best rated.
 */
export interface ListSeed {
  name: string;
  description: string;
  /** Cover palette for the generated list cover. */
  colours: readonly [string, string];
  motif: 'stars' | 'waves' | 'sun' | 'grid' | 'leaves' | 'rings';
  filter: {
    families?: readonly GenreFamily[];
    types?: readonly BookType[];
    /** Only books published in the last N days. */
    recentDays?: number;
    /** Only the best rated books. */
    topRated?: boolean;
  };
  size: number;
}

export const LISTS: readonly ListSeed[] = [
  {
    name: 'Editors’ Picks',
    description: 'The books our editors could not stop talking about this season.',
    colours: ['#1f3b73', '#f2b134'],
    motif: 'stars',
    filter: { topRated: true },
    size: 24,
  },
  {
    name: 'New African Voices',
    description: 'Debuts and rising stars from across the continent.',
    colours: ['#0b6e4f', '#f4d35e'],
    motif: 'sun',
    filter: { families: ['literary', 'poetry', 'speculative'], recentDays: 900 },
    size: 24,
  },
  {
    name: 'Listen on the Go',
    description: 'Audiobooks for the commute, the gym and the long drive home.',
    colours: ['#5b2a86', '#ff8c42'],
    motif: 'waves',
    filter: { types: ['audiobook'] },
    size: 24,
  },
  {
    name: 'Page-Turners',
    description: 'Thrillers and mysteries you will finish in one sitting.',
    colours: ['#2b2d42', '#ef233c'],
    motif: 'grid',
    filter: { families: ['crime'] },
    size: 20,
  },
  {
    name: 'Love, Actually',
    description: 'Romances to warm the heart, from sweet to sizzling.',
    colours: ['#9d174d', '#fbcfe8'],
    motif: 'rings',
    filter: { families: ['romance'] },
    size: 20,
  },
  {
    name: 'Money Moves',
    description: 'Smart reads on business, investing and building wealth.',
    colours: ['#14532d', '#d9f99d'],
    motif: 'grid',
    filter: { families: ['business'] },
    size: 18,
  },
  {
    name: 'Bedtime Stories',
    description: 'Picture books and read-alouds for little listeners.',
    colours: ['#1e3a8a', '#fde68a'],
    motif: 'stars',
    filter: { families: ['children'] },
    size: 18,
  },
  {
    name: 'Mind, Body & Soul',
    description: 'Books for a calmer, healthier and more grounded you.',
    colours: ['#115e59', '#ccfbf1'],
    motif: 'leaves',
    filter: { families: ['selfhelp', 'health', 'faith'] },
    size: 20,
  },
  {
    name: 'Keep It on the Shelf',
    description: 'Print editions worth holding in your hands.',
    colours: ['#7c2d12', '#fed7aa'],
    motif: 'rings',
    filter: { types: ['printbook'], topRated: true },
    size: 20,
  },
  {
    name: 'Fresh Off the Press',
    description: 'The newest releases in every genre.',
    colours: ['#0f172a', '#38bdf8'],
    motif: 'sun',
    filter: { recentDays: 120 },
    size: 24,
  },
];

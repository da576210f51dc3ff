/**
 * The category tree of the seeded catalogue. `family` picks the title and description vocabulary
 * (content/books.ts), so a cookbook never gets a thriller's blurb.
 */
export type GenreFamily =
  | 'literary'
  | 'romance'
  | 'crime'
  | 'speculative'
  | 'life'
  | 'business'
  | 'selfhelp'
  | 'history'
  | 'children'
  | 'faith'
  | 'health'
  | 'science'
  | 'poetry'
  | 'food';

export interface SubCategorySeed {
  name: string;
  isNew?: boolean;
}

export interface CategorySeed {
  name: string;
  description: string;
  /** An emoji the header can show beside the name. */
  icon: string;
  family: GenreFamily;
  isNew?: boolean;
  /** Relative share of the catalogue. */
  weight: number;
  subCategories: readonly SubCategorySeed[];
}

export const CATEGORIES: readonly CategorySeed[] = [
  {
    name: 'Fiction',
    description: 'Novels and short stories, from modern African writing to timeless classics.',
    icon: '📖',
    family: 'literary',
    weight: 14,
    subCategories: [
      { name: 'Literary Fiction' },
      { name: 'African Fiction' },
      { name: 'Historical Fiction' },
      { name: 'Short Stories' },
      { name: 'Classics' },
      { name: 'Afrofuturism', isNew: true },
    ],
  },
  {
    name: 'Romance',
    description: 'Love stories of every temperature, from slow-burn to sweep-you-off-your-feet.',
    icon: '💞',
    family: 'romance',
    weight: 9,
    subCategories: [
      { name: 'Contemporary Romance' },
      { name: 'Historical Romance' },
      { name: 'Romantic Comedy' },
      { name: 'Paranormal Romance' },
      { name: 'Second-Chance Romance', isNew: true },
    ],
  },
  {
    name: 'Mystery & Thriller',
    description: 'Detectives, heists, conspiracies and page-turners you finish at 2 a.m.',
    icon: '🔍',
    family: 'crime',
    weight: 10,
    subCategories: [
      { name: 'Crime Fiction' },
      { name: 'Psychological Thriller' },
      { name: 'Cozy Mystery' },
      { name: 'Legal Thriller' },
      { name: 'Spy & Espionage' },
      { name: 'Nordic Noir', isNew: true },
    ],
  },
  {
    name: 'Science Fiction & Fantasy',
    description: 'Other worlds, far futures, old magic and new myths.',
    icon: '🚀',
    family: 'speculative',
    weight: 9,
    subCategories: [
      { name: 'Epic Fantasy' },
      { name: 'Space Opera' },
      { name: 'Urban Fantasy' },
      { name: 'Dystopian' },
      { name: 'Mythic Fantasy' },
      { name: 'Climate Fiction', isNew: true },
    ],
  },
  {
    name: 'Biography & Memoir',
    description: 'Real lives told up close: leaders, artists, athletes and ordinary heroes.',
    icon: '🧑‍🎨',
    family: 'life',
    weight: 6,
    subCategories: [
      { name: 'Memoir' },
      { name: 'Political Biography' },
      { name: 'Sports Biography' },
      { name: 'Arts & Entertainment' },
      { name: 'Diaspora Stories', isNew: true },
    ],
  },
  {
    name: 'Business & Finance',
    description: 'Start, grow and run a business; understand money, markets and work.',
    icon: '📈',
    family: 'business',
    weight: 8,
    subCategories: [
      { name: 'Entrepreneurship' },
      { name: 'Personal Finance' },
      { name: 'Leadership' },
      { name: 'Marketing & Sales' },
      { name: 'Investing' },
      { name: 'Fintech', isNew: true },
    ],
  },
  {
    name: 'Self-Help',
    description: 'Habits, confidence, relationships and the small changes that add up.',
    icon: '🌱',
    family: 'selfhelp',
    weight: 8,
    subCategories: [
      { name: 'Personal Growth' },
      { name: 'Productivity' },
      { name: 'Relationships' },
      { name: 'Motivation' },
      { name: 'Mindfulness', isNew: true },
    ],
  },
  {
    name: 'History & Politics',
    description: 'How we got here: empires, independence movements, ideas and institutions.',
    icon: '🏛️',
    family: 'history',
    weight: 6,
    subCategories: [
      { name: 'African History' },
      { name: 'World History' },
      { name: 'Military History' },
      { name: 'Politics & Government' },
      { name: 'Social History' },
    ],
  },
  {
    name: 'Children & Young Adult',
    description: 'Picture books, first chapters and stories for teenagers finding their way.',
    icon: '🧸',
    family: 'children',
    weight: 8,
    subCategories: [
      { name: 'Picture Books' },
      { name: 'Early Readers' },
      { name: 'Middle Grade' },
      { name: 'Young Adult' },
      { name: 'Folktales & Fables' },
      { name: 'STEM for Kids', isNew: true },
    ],
  },
  {
    name: 'Religion & Spirituality',
    description: 'Faith, devotion, philosophy and the search for meaning.',
    icon: '🕊️',
    family: 'faith',
    weight: 5,
    subCategories: [
      { name: 'Christian Living' },
      { name: 'Islamic Studies' },
      { name: 'Devotionals' },
      { name: 'Philosophy' },
      { name: 'Traditional Religions' },
    ],
  },
  {
    name: 'Health & Wellness',
    description: 'Fitness, nutrition, mental health and caring for body and mind.',
    icon: '🩺',
    family: 'health',
    weight: 5,
    subCategories: [
      { name: 'Fitness' },
      { name: 'Nutrition' },
      { name: 'Mental Health' },
      { name: "Women's Health" },
      { name: 'Parenting' },
    ],
  },
  {
    name: 'Science & Technology',
    description: 'Big ideas from physics to programming, explained for curious readers.',
    icon: '🔬',
    family: 'science',
    weight: 6,
    subCategories: [
      { name: 'Popular Science' },
      { name: 'Computing & Programming' },
      { name: 'Nature & Environment' },
      { name: 'Engineering' },
      { name: 'Artificial Intelligence', isNew: true },
    ],
  },
  {
    name: 'Poetry & Drama',
    description: 'Verse, spoken word and plays for the page and the stage.',
    icon: '🎭',
    family: 'poetry',
    weight: 3,
    subCategories: [
      { name: 'Contemporary Poetry' },
      { name: 'Classic Poetry' },
      { name: 'Plays' },
      { name: 'Spoken Word', isNew: true },
    ],
  },
  {
    name: 'Food & Cooking',
    description: 'Recipes, kitchens and food stories from jollof to sourdough.',
    icon: '🍲',
    family: 'food',
    isNew: true,
    weight: 3,
    subCategories: [
      { name: 'West African Cooking' },
      { name: 'Baking' },
      { name: 'Quick & Easy Meals' },
      { name: 'Vegetarian & Vegan' },
      { name: 'Food Writing', isNew: true },
    ],
  },
];

export { slugify } from '../../lib/slug.ts';

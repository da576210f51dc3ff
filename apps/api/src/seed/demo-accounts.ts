/**
 * The demo accounts every seeded database has, for the README, demos, end-to-end tests and manual
 * testing. All have verified emails. Every other seeded user (generated authors, readers and
 * voiceover artists) shares the same password, so any of them can be signed in as too.
 */
export const DEMO_PASSWORD = 'bookstore-demo';

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  gender: 'female' | 'male';
  /** Name pool the person comes from (people.ts), which shapes their voice profile. */
  origin: 'yoruba' | 'igbo';
  /** What the account holds, for documentation. */
  description: string;
  author: boolean;
  voiceoverArtist: boolean;
  /** Runs the back office (/admin; issue 28). Outside the demo only `admin operator:grant` makes one. */
  operator?: boolean;
  /** In the partner programme (issue 43), with a year of clicks, attributed orders and commissions. */
  partner?: boolean;
}

export const DEMO_ACCOUNTS = {
  shopper: {
    username: 'demo_shopper',
    email: 'shopper@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Adaeze',
    lastName: 'Okonkwo',
    gender: 'female',
    origin: 'igbo',
    description:
      'A shopper in Lagos: two delivery addresses (primary in Lagos), a delivered order (ebook, audiobook, 2 print copies), a completed order of the two real EPUBs, an order awaiting payment, library items and a voiceover order.',
    author: false,
    voiceoverArtist: false,
  },
  author: {
    username: 'demo_author',
    email: 'author@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Babatunde',
    lastName: 'Adebayo',
    gender: 'male',
    origin: 'yoruba',
    description:
      'An author with published ebooks, audiobooks and print books (plus a draft and one in review), sales to other users, revenue, a paid withdrawal and a GTBank account.',
    author: true,
    voiceoverArtist: false,
  },
  voiceover: {
    username: 'demo_voice',
    email: 'voice@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Amarachi',
    lastName: 'Nwosu',
    gender: 'female',
    origin: 'igbo',
    description:
      'An approved voiceover artist with a full profile, demos, offers and jobs in every state (pending, in progress, delivered, completed).',
    author: false,
    voiceoverArtist: true,
  },
  both: {
    username: 'demo_creator',
    email: 'creator@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Kemi',
    lastName: 'Adeyemi',
    gender: 'female',
    origin: 'yoruba',
    description:
      'Both roles: an author with published books and sales, and an approved voiceover artist with offers and a job.',
    author: true,
    voiceoverArtist: true,
  },
  operator: {
    username: 'demo_operator',
    email: 'operator@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Chidi',
    lastName: 'Eze',
    gender: 'male',
    origin: 'igbo',
    description:
      'An operator of the store: the back office at /admin (book and voiceover reviews, takedowns, refunds, payouts, suspensions, the audit log), behind the mailed security check.',
    author: false,
    voiceoverArtist: false,
    operator: true,
  },
  partner: {
    username: 'demo_partner',
    email: 'partner@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Ifeoma',
    lastName: 'Chukwu',
    gender: 'female',
    origin: 'igbo',
    description:
      'A partner (issue 43) running a Lagos book club site, code BOOKCLUB: a year of clicks from her widgets and links, attributed orders with commissions (some held, most available) on the partner dashboard.',
    author: false,
    voiceoverArtist: false,
    partner: true,
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;

import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../lib/crypto.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { CataloguePlanner } from './catalogue.ts';
import { buildSearchIndexes, dropSearchIndexes } from './bulk.ts';
import { ACCENTED_BOOKS, planAccentedAuthors, planAccentedBooks } from './accented.ts';
import { CommercePlanner } from './commerce.ts';
import type { PersonPlan, SeedContext } from './context.ts';
import { DAY_MS } from './context.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.ts';
import { MediaWriter } from './media/writer.ts';
import type { MediaStore } from '../media/store.ts';
import { PeoplePlanner } from './people.ts';
import { Prng } from './prng.ts';
import { seedReference } from './reference.ts';
import { VoiceoverPlanner } from './voiceover.ts';
import { logger } from '../log.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoAccountName } from './demo-accounts.ts';

export interface SeedOptions {
  /** Books in the catalogue, the demo accounts' and the two real EPUBs included. Default 2,000. */
  books?: number;
  /** The generator's seed: the same seed gives the same catalogue. Default 1. */
  seed?: number;
  /**
   * Where generated files go (covers, EPUBs, audio). Default: `<DATA_DIR>/media`, like the server.
   * `null` writes no files (tests that only need rows); the rows still carry the paths.
   */
  mediaDir?: string | null;
  /** The media store to write to instead (a bucket: MEDIA_STORE=s3); takes the place of `mediaDir`. */
  mediaStore?: MediaStore | undefined;
  /** Dates are relative to this instant (default now), so new releases stay new. */
  now?: Date;
  /** Progress lines; default silent. */
  log?: (message: string) => void;
}

export interface SeedResult {
  books: number;
  authors: number;
  readers: number;
  voiceoverArtists: number;
  orders: number;
  lists: number;
  mediaFiles: number;
  mediaBytes: number;
  durationMs: number;
}

const VOICEOVER_ARTISTS = 34;
// Any constant, distinct from the migration lock.
const SEED_LOCK = 4_120_778;

/** Thrown by `seed()` when the database already has a catalogue. */
export class CatalogueExistsError extends Error {
  constructor() {
    super('The database already has a catalogue; reset it before seeding.');
    this.name = 'CatalogueExistsError';
  }
}

/** A seed context with nothing planned yet. */
const newContext = (
  base: Pick<SeedContext, 'db' | 'rng' | 'media' | 'now' | 'passwordHash'>,
): SeedContext => ({
  ...base,
  countries: new Map(),
  categories: [],
  vocal: { ages: [], accents: new Map(), languages: new Map() },
  banks: new Map(),
  userIds: new Map(),
});

async function hasCatalogue(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('countries').select('code').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Fills an empty database with a realistic catalogue and the demo accounts, in one transaction.
 * Throws if the catalogue already has countries (use `db:reset`, or `db:seed`, which clears first).
 */
export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const bookTarget = Math.max(60, Math.floor(options.books ?? 2000));
  const seedValue = options.seed ?? 1;
  const mediaDir =
    options.mediaStore ??
    (options.mediaDir === undefined ? path.join(loadConfig().dataDir, 'media') : options.mediaDir);
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const media = new MediaWriter(mediaDir);
  // One hash for every seeded user: scrypt is deliberately slow, and they all share the documented password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const result = await db.transaction().execute(async (trx) => {
    // Several API processes may start together on one PostgreSQL: one seeds, the others find it done.
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await hasCatalogue(trx)) throw new CatalogueExistsError();
    const root = new Prng(seedValue);
    const ctx = newContext({ db: trx, rng: root, media, now, passwordHash });
    await seedReference(ctx);
    log('reference data');

    // People: demo accounts first (their usernames are reserved), then generated ones.
    const people = new PeoplePlanner(ctx);
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
    await people.insert();
    await trx
      .updateTable('users')
      .set({ is_operator: true })
      .where('email', '=', DEMO_ACCOUNTS.operator.email)
      .execute();
    log(`${people.people.length} users`);

    // Books: the demo authors' own, the two real EPUBs, then the generated catalogue.
    const catalogue = new CataloguePlanner(ctx);
    const fiction = ctx.categories.find((c) => c.seed.family === 'literary');
    const bookRng = root.fork('demo-books');
    const authorBooks = [
      ...(
        [
          'ebook',
          'ebook',
          'ebook',
          'ebook',
          'ebook',
          'audiobook',
          'audiobook',
          'audiobook',
          'audiobook',
          'printbook',
          'printbook',
          'printbook',
        ] as const
      ).map((type, i) =>
        catalogue.plan(bookRng.fork(`author-${i}`), {
          author,
          type,
          status: 'published',
          publishedDaysAgo: 30 + i * 45,
          ...(fiction && i % 2 === 0 ? { category: fiction } : {}),
        }),
      ),
      catalogue.plan(bookRng.fork('author-draft'), { author, type: 'ebook', status: 'draft' }),
      catalogue.plan(bookRng.fork('author-review'), { author, type: 'printbook', status: 'in_review' }),
    ];
    const creatorBooks = (['ebook', 'audiobook', 'printbook', 'ebook'] as const).map((type, i) =>
      catalogue.plan(bookRng.fork(`creator-${i}`), {
        author: creator,
        type,
        status: 'published',
        publishedDaysAgo: 60 + i * 90,
      }),
    );
    const realBooks = await catalogue.planRealEbooks(root.fork('real-ebooks'), { curry, eliot });
    const generatedCount = Math.max(0, bookTarget - catalogue.books.length - ACCENTED_BOOKS.length);
    const weights = authors.map((_, i) => [i, 1 + 12 * authorRng.fork(`w${i}`).next() ** 3] as const);
    const genRng = root.fork('books');
    for (let i = 0; i < generatedCount; i++) {
      const rng = genRng.fork(i);
      const owner = authors[rng.weighted(weights)];
      if (!owner) continue;
      catalogue.plan(rng, { author: owner });
      if (i % 500 === 499) await media.throttle();
    }
    // After the generated ones, so those keep their serial numbers (ISBNs) and titles.
    planAccentedBooks(catalogue, root.fork('accented-books'), accented, fiction);
    catalogue.planRatings(root.fork('ratings'), readers);
    log(`${catalogue.books.length} books planned`);

    // Voiceover artists and their offers.
    const voiceover = new VoiceoverPlanner(ctx);
    const voRng = root.fork('voiceover');
    const voiceArtist = voiceover.plan(voRng.fork('demo-voice'), voice, { status: 'approved', offers: 4 });
    const creatorArtist = voiceover.plan(voRng.fork('demo-creator'), creator, {
      status: 'approved',
      offers: 2,
    });
    artistPeople.forEach((p, i) => voiceover.plan(voRng.fork(i), p));

    // Orders: every reader has an address; the generated ones buy across the catalogue.
    const commerce = new CommercePlanner(ctx);
    const shopRng = root.fork('commerce');
    commerce.address(shopRng.fork('shopper-home'), shopper, {
      stateCode: 'LA',
      city: 'Lagos',
      primary: true,
    });
    commerce.address(shopRng.fork('shopper-office'), shopper, {
      stateCode: 'FC',
      city: 'Abuja',
      primary: false,
    });
    for (const p of [author, creator, voice, ...readers]) commerce.address(shopRng.fork(`addr-${p.uid}`), p);
    const published = catalogue.books.filter((b) => b.status === 'published');
    const generatedOrders = Math.round(bookTarget / 4);
    for (let i = 0; i < generatedOrders; i++) {
      const rng = shopRng.fork(`order-${i}`);
      const buyer = rng.pick(readers);
      const books = new Set(
        Array.from(
          {
            length: rng.weighted([
              [1, 6],
              [2, 3],
              [3, 1],
            ]),
          },
          () => rng.pick(published),
        ),
      );
      commerce.order(
        rng,
        buyer,
        [...books].map((book) => ({
          book,
          quantity: rng.weighted([
            [1, 8],
            [2, 2],
          ]),
        })),
        {
          daysAgo: Math.floor(365 * rng.next() ** 1.5),
        },
      );
    }
    // The demo author's and creator's sales, from Nigerian readers so revenue is in naira.
    const nigerians = readers.filter((r) => r.countryCode === 'ng');
    const salesRng = shopRng.fork('demo-sales');
    const authorPublished = authorBooks.filter((b) => b.status === 'published');
    for (let i = 0; i < 36; i++) {
      const rng = salesRng.fork(`a${i}`);
      const book = authorPublished[i % authorPublished.length];
      if (!book) continue;
      const lines = [{ book, quantity: rng.int(1, 2) }];
      const extra = rng.pick(published);
      if (rng.chance(0.3) && extra.uid !== book.uid) lines.push({ book: extra, quantity: 1 });
      commerce.order(rng, rng.pick(nigerians.length ? nigerians : readers), lines, {
        daysAgo: Math.min(
          book.publishedAt ? Math.floor((now.getTime() - book.publishedAt.getTime()) / DAY_MS) : 30,
          rng.int(0, 180),
        ),
        status: i === 0 ? 'cancelled' : undefined,
      });
    }
    for (let i = 0; i < 10; i++) {
      const rng = salesRng.fork(`c${i}`);
      const book = creatorBooks[i % creatorBooks.length];
      if (!book) continue;
      commerce.order(rng, rng.pick(nigerians.length ? nigerians : readers), [{ book }], {
        daysAgo: rng.int(0, 50),
      });
    }
    // The shopper: a delivered mixed order, the two real EPUBs, and one awaiting payment.
    // In stock, so the order awaiting payment can still be paid.
    const pick = (type: string, avoid: readonly string[] = []) =>
      published.find(
        (b) =>
          b.type === type &&
          !avoid.includes(b.uid) &&
          !realBooks.includes(b) &&
          (b.print === null || b.print.stock === null || b.print.stock >= 5),
      );
    const shopperEbook = pick('ebook');
    const shopperAudio = pick('audiobook');
    const shopperPrint = pick('printbook');
    const shopperNext = pick('printbook', shopperPrint ? [shopperPrint.uid] : []);
    if (shopperEbook && shopperAudio && shopperPrint) {
      commerce.order(
        shopRng.fork('shopper-1'),
        shopper,
        [{ book: shopperEbook }, { book: shopperAudio }, { book: shopperPrint, quantity: 2 }],
        {
          status: 'delivered',
          daysAgo: 40,
          progress: new Map([
            [shopperEbook.uid, 35],
            [shopperAudio.uid, 60],
          ]),
        },
      );
    }
    commerce.order(
      shopRng.fork('shopper-2'),
      shopper,
      realBooks.map((book) => ({ book })),
      {
        status: 'completed',
        daysAgo: 12,
        progress: new Map(realBooks.map((b, i) => [b.uid, i === 0 ? 10 : 0])),
      },
    );
    if (shopperNext)
      commerce.order(shopRng.fork('shopper-3'), shopper, [{ book: shopperNext }], {
        status: 'pending_payment',
        daysAgo: 0,
      });

    // Payout details: the two demo authors and the voiceover artist; the author already withdrew once.
    commerce.bankAccounts.push({ person: author, bankCode: '058', isDefault: true });
    commerce.bankAccounts.push({ person: author, bankCode: '50211', isDefault: false });
    commerce.bankAccounts.push({ person: creator, bankCode: '044', isDefault: true });
    commerce.bankAccounts.push({ person: voice, bankCode: '057', isDefault: true });
    commerce.withdrawals.push({ uid: 'WDDEMOAUTHOR1', person: author, fraction: 0.5, daysAgo: 30 });

    // Voiceover jobs in every state for the demo artist, one for the creator.
    const voOrderRng = shopRng.fork('vo-orders');
    const offer = (artist: typeof voiceArtist, i: number) => artist.offers[i % artist.offers.length];
    const voPlans = [
      {
        buyer: author,
        artist: voiceArtist,
        o: 0,
        book: authorBooks[5] ?? null,
        status: 'completed',
        daysAgo: 60,
        notes: 'Please keep a warm, unhurried pace for the narrator.',
      },
      {
        buyer: shopper,
        artist: voiceArtist,
        o: 1,
        book: null,
        status: 'in_progress',
        daysAgo: 2,
        notes: 'For our shop radio spot; upbeat, please.',
      },
      {
        buyer: readers[0],
        artist: voiceArtist,
        o: 2,
        book: null,
        status: 'delivered',
        daysAgo: 6,
        notes: null,
      },
      {
        buyer: readers[1],
        artist: voiceArtist,
        o: 3,
        book: null,
        status: 'paid',
        daysAgo: 1,
        notes: 'Deadline is flexible.',
      },
      {
        buyer: creator,
        artist: voiceArtist,
        o: 0,
        book: creatorBooks[1] ?? null,
        status: 'pending_payment',
        daysAgo: 0,
        notes: null,
      },
      {
        buyer: readers[2],
        artist: creatorArtist,
        o: 0,
        book: null,
        status: 'in_progress',
        daysAgo: 3,
        notes: 'Two takes, please.',
      },
    ] as const;
    for (const [i, v] of voPlans.entries()) {
      const chosen = offer(v.artist, v.o);
      if (!v.buyer || !chosen) continue;
      commerce.voOrder(voOrderRng.fork(i), {
        buyer: v.buyer,
        artist: v.artist,
        offer: chosen,
        book: v.book,
        status: v.status,
        daysAgo: v.daysAgo,
        notes: v.notes,
      });
    }

    // Beyond sales, recent books trend a little, and recent well-reviewed ones more.
    for (const book of catalogue.books) {
      const age = book.publishedAt ? (now.getTime() - book.publishedAt.getTime()) / DAY_MS : 9999;
      book.trendingScore += Math.round(
        Math.max(0, 365 - age) / 8 + (age < 730 ? book.ratings.length * 4 : 0),
      );
    }

    // The GIN indexes are built once after the books, their contributors and sales are in.
    await dropSearchIndexes(trx);
    const bookIds = await catalogue.insert();
    log('books inserted');
    const lists = await catalogue.insertLists(bookIds);
    const offerIds = await voiceover.insert();
    await commerce.insert(bookIds, offerIds, voiceover.demoPool);
    await buildSearchIndexes(trx);
    log('orders inserted');
    return {
      books: catalogue.books.length,
      authors: authors.length + 4 + accented.length,
      readers: readers.length,
      voiceoverArtists: voiceover.artists.length,
      orders: commerce.orders.length,
      lists,
    };
  });
  await media.flush();
  return {
    ...result,
    mediaFiles: media.filesWritten,
    mediaBytes: media.bytesWritten,
    durationMs: Math.round(performance.now() - started),
  };
}

/**
 * Production's first start: only the reference data requests need (countries with states and price
 * levels, categories, payout banks with account formats and holder names, vocal characteristics). No
 * users, no passwords, no books. Answers whether it wrote anything (false when countries exist).
 */
export async function seedReferenceIfEmpty(
  db: Kysely<Database>,
  options: Pick<SeedOptions, 'mediaDir' | 'mediaStore' | 'seed' | 'now'> = {},
): Promise<boolean> {
  if (await hasCatalogue(db)) return false;
  const mediaDir =
    options.mediaStore ??
    (options.mediaDir === undefined ? path.join(loadConfig().dataDir, 'media') : options.mediaDir);
  const media = new MediaWriter(mediaDir);
  const wrote = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await hasCatalogue(trx)) return false;
    await seedReference(
      // No user is seeded, so no password either.
      newContext({
        db: trx,
        rng: new Prng(options.seed ?? 1),
        media,
        now: options.now ?? new Date(),
        passwordHash: '',
      }),
    );
    return true;
  });
  await media.flush();
  return wrote;
}

/** Seeds only when the database has no catalogue yet: the server calls it on every start. */
export async function seedIfEmpty(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<SeedResult | null> {
  if (await hasCatalogue(db)) return null;
  const log = options.log ?? ((message: string) => logger.info(`seed: ${message}`));
  let result: SeedResult;
  try {
    result = await seed(db, { ...options, log });
  } catch (error) {
    if (error instanceof CatalogueExistsError) return null;
    throw error;
  }
  log(
    `${result.books} books, ${result.voiceoverArtists} voiceover artists and ${result.orders} orders in ${result.durationMs} ms`,
  );
  return result;
}

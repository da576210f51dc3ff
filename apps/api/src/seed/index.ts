import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../lib/crypto.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { logger } from '../log.ts';
import type { MediaStore } from '../media/store.ts';
import { buildSearchIndexes, dropSearchIndexes } from './bulk.ts';
import { CataloguePlanner } from './catalogue.ts';
import { DAY_MS, type SeedContext } from './context.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { MediaWriter } from './media/writer.ts';
import { idOf } from './insert.ts';
import { insertDemoPartner } from './partners.ts';
import { PeoplePlanner } from './people.ts';
import { planBooks } from './plan-books.ts';
import { planOrders } from './plan-orders.ts';
import { planPeople } from './plan-people.ts';
import { Prng } from './prng.ts';
import { seedReference } from './reference.ts';
import { VoiceoverPlanner } from './voiceover.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoAccountName } from './demo-accounts.ts';

export interface SeedOptions {
  /** Books in the catalogue, the demo accounts' and the two real EPUBs included. Default 2,000. */
  books?: number;
  /** The generator's seed: the same seed gives the same catalogue. Default 1. */
  seed?: number;
  /** scrypt's cost for the demo accounts' shared hash; default the configuration's (`passwordHashCost`). */
  passwordHashCost?: number;
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
  const passwordHash = await hashPassword(
    DEMO_PASSWORD,
    options.passwordHashCost ?? loadConfig().passwordHashCost,
  );

  const result = await db.transaction().execute(async (trx) => {
    // Several API processes may start together on one PostgreSQL: one seeds, the others find it done.
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await hasCatalogue(trx)) throw new CatalogueExistsError();
    const root = new Prng(seedValue);
    const ctx = newContext({ db: trx, rng: root, media, now, passwordHash });
    await seedReference(ctx);
    log('reference data');

    const people = new PeoplePlanner(ctx);
    const cast = planPeople(people, root, bookTarget);
    const { voice, creator, authors, readers, artistPeople, accented } = cast;
    await people.insert();
    await trx
      .updateTable('users')
      .set({ is_operator: true })
      .where('email', '=', DEMO_ACCOUNTS.operator.email)
      .execute();
    log(`${people.people.length} users`);

    const catalogue = new CataloguePlanner(ctx);
    const books = await planBooks(ctx, catalogue, root, cast, bookTarget);
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

    const commerce = planOrders(ctx, root, {
      cast,
      catalogue,
      books,
      voiceArtist,
      creatorArtist,
      bookTarget,
    });

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
    // The demo partner's clicks, attributed orders and commissions: the generated readers' orders only.
    await insertDemoPartner(
      ctx,
      root.fork('demo-partner'),
      cast.partner,
      [cast.shopper, cast.author, cast.voice, cast.creator].map((p) => idOf(ctx.userIds, p.uid)),
    );
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

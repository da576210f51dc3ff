import type { BookType } from '../db/schema.ts';
import { insertBooks, insertCuratedLists } from './catalogue-insert.ts';
import { bookKeywords, LANGUAGES, PUBLISHERS } from './content/books.ts';
import { slugify, type GenreFamily } from './content/categories.ts';
import { bookDescription } from './content/descriptions.ts';
import { generateIsbn13, ISBN_GROUPS } from './content/isbn.ts';
import { fullName, personName } from './content/people.ts';
import { pricesForBook } from './content/pricing.ts';
import { chapters } from './content/prose.ts';
import { bookSubtitle, bookTitle } from './content/titles.ts';
import type { BookPlan, CategoryRef, PersonPlan, SeedContext } from './context.ts';
import { DAY_MS, daysBefore, isoDate, uid } from './context.ts';
import { AudioPool, SAMPLE_POOL, TRACK_POOL } from './media/audio-pool.ts';
import { buildEpub } from './media/epub.ts';
import { bookCoverSvg } from './media/svg.ts';
import { nameOnBooks } from './people.ts';
import { REVIEW_BODIES, REVIEW_TITLES } from './content/reviews.ts';
import type { Prng } from './prng.ts';
import { realEbooks } from './real-ebooks.ts';

const TYPE_WEIGHTS: readonly (readonly [BookType, number])[] = [
  ['ebook', 40],
  ['audiobook', 25],
  ['printbook', 35],
];

const PAGE_RANGES: Partial<Record<GenreFamily, readonly [number, number]>> = {
  children: [24, 64],
  poetry: [56, 140],
  food: [160, 320],
  faith: [120, 260],
};

const TRIM_SIZES: readonly (readonly [number, number])[] = [
  [129, 198],
  [140, 216],
  [152, 229],
  [156, 234],
];

const EDITIONS = ['First edition', 'Second edition', 'Revised edition', 'Anniversary edition'];
const PAPERS = ['Cream 80 gsm', 'White 90 gsm', 'Bookwove 70 gsm'];

/** The generator draws a book type, a category and a size once per book, the rest follows from them. */
export interface BookSpec {
  author: PersonPlan;
  type?: BookType;
  category?: CategoryRef;
  status?: BookPlan['status'];
  /** How many days ago it was published, if the caller needs it recent. */
  publishedDaysAgo?: number;
  /** A given title (else one is generated) and the series it belongs to. */
  title?: string;
  series?: string;
}

/**
 * When a book was started: `leadDays` before it came out; or, still a draft or in review,
 * `draftedDaysAgo` days before `now` (the lead is drawn either way: the seed's later draws stay put).
 */
function startedAt(now: Date, published: Date, leadDays: number, draftedDaysAgo: number | undefined): Date {
  return draftedDaysAgo === undefined
    ? new Date(published.getTime() - leadDays * DAY_MS)
    : daysBefore(now, draftedDaysAgo);
}

export class CataloguePlanner {
  readonly books: BookPlan[] = [];
  readonly #ctx: SeedContext;
  readonly #samples: AudioPool;
  readonly #tracks: AudioPool;
  #serial = 0;
  readonly #titles = new Set<string>();
  /** Each author's original titles, and the formats each title exists in. */
  readonly #byAuthor = new Map<string, BookPlan[]>();
  readonly #formats = new Map<string, Set<BookType>>();

  constructor(ctx: SeedContext) {
    this.#ctx = ctx;
    const rng = ctx.rng.fork('audio');
    this.#samples = new AudioPool(rng, ctx.media, SAMPLE_POOL);
    this.#tracks = new AudioPool(rng, ctx.media, TRACK_POOL);
  }

  plan(rng: Prng, spec: BookSpec): BookPlan {
    const ctx = this.#ctx;
    const serial = this.#serial++;
    let type = spec.type ?? rng.weighted(TYPE_WEIGHTS);
    // Some books come out in a second format: same title and blurb, another type.
    const shelf = this.#byAuthor.get(spec.author.uid) ?? [];
    const original =
      !spec.type && !spec.category && shelf.length > 0 && rng.chance(0.15) ? rng.pick(shelf) : undefined;
    const formats = original ? this.#formats.get(original.uid) : undefined;
    if (original && formats) type = TYPE_WEIGHTS.map(([t]) => t).find((t) => !formats.has(t)) ?? type;
    const edition = original && formats && !formats.has(type) ? original : undefined;
    const category =
      edition?.category ??
      spec.category ??
      rng.weighted(ctx.categories.map((c) => [c, c.seed.weight] as const));
    const subCategory = edition?.subCategory ?? rng.pick(category.subCategories);
    const family = category.seed.family;
    let title = spec.title ?? edition?.title ?? bookTitle(rng, family);
    // Distinct titles across the catalogue, as long as the vocabulary allows.
    for (let tries = 0; !edition && !spec.title && this.#titles.has(title) && tries < 12; tries++)
      title = bookTitle(rng, family);
    this.#titles.add(title);
    const subtitle = edition ? edition.subtitle : bookSubtitle(rng, family);
    const authorName = nameOnBooks(spec.author);
    const bookUid = uid(rng);
    const [minPages, maxPages] = PAGE_RANGES[family] ?? [140, 520];
    const pages = Math.round(rng.bell(minPages, maxPages));
    // Skewed toward recent years, so new releases exist in every category.
    const editionAge = edition?.publishedAt
      ? Math.max(
          0,
          Math.floor((ctx.now.getTime() - edition.publishedAt.getTime()) / DAY_MS) - rng.int(0, 200),
        )
      : undefined;
    const ageDays = spec.publishedDaysAgo ?? editionAge ?? Math.floor(15 * 365 * rng.next() ** 1.8);
    const status =
      spec.status ?? (rng.chance(0.015) ? rng.pick(['draft', 'in_review'] as const) : 'published');
    // A book not yet published is being written now (issue 39: the review queue opens on books sent
    // this month, not in 2012), its publication date about today. Its dates come from `ageDays`, not
    // from new draws, so the rest of the seed stays as it was.
    const unpublished = status !== 'published';
    const published = daysBefore(ctx.now, unpublished ? ageDays % 7 : ageDays);
    const language =
      category.seed.family === 'children' || rng.chance(0.9) ? 'English' : rng.weighted(LANGUAGES);
    const country = spec.author.countryCode;
    const isbn =
      type === 'audiobook' && rng.chance(0.5)
        ? null
        : generateIsbn13(rng, serial, ISBN_GROUPS[country] ?? '1');
    // Made only when a file is written; the ebook's own cover page shows the same artwork.
    const coverRng = rng.fork('cover');
    let coverSvg: string | undefined;
    const cover = () => (coverSvg ??= bookCoverSvg(coverRng, { title, subtitle, author: authorName, type }));
    const coverPath = ctx.media.write(`seed/covers/${bookUid.toLowerCase()}.svg`, cover);
    const sizeFactor = Math.min(1.4, Math.max(0.7, pages / 300));
    const book: BookPlan = {
      uid: bookUid,
      slug: `${slugify(title)}-${bookUid.toLowerCase()}`,
      author: spec.author,
      type,
      title,
      subtitle,
      series: spec.series ?? null,
      description: edition?.description ?? bookDescription(rng, { family, title, author: authorName }),
      language,
      pages: type === 'audiobook' ? null : pages,
      // About 9,300 narrated words an hour, 280 words a page.
      durationSeconds: type === 'audiobook' ? Math.round((pages * 280 * 3600) / 9300 / 60) * 60 : null,
      isbn,
      publisher: rng.pick(PUBLISHERS),
      publicationDate: isoDate(published),
      edition: rng.chance(0.2) ? rng.pick(EDITIONS) : null,
      keywords: bookKeywords(rng, family, subCategory.name),
      category,
      subCategory,
      status,
      coverPath,
      filePath: null,
      fileFormat: null,
      fileSizeBytes: null,
      samplePath: null,
      print: null,
      prices: pricesForBook(
        rng,
        type,
        [...ctx.countries.values()].map((c) => c.seed),
        sizeFactor,
      ),
      contributors: [],
      audioTracks: [],
      ratings: [],
      salesCount: 0,
      trendingScore: 0,
      createdAt: startedAt(ctx.now, published, rng.int(5, 60), unpublished ? 2 + (ageDays % 20) : undefined),
      publishedAt: status === 'published' ? published : null,
    };

    if (rng.chance(0.25)) book.contributors.push({ name: fullName(personName(rng)), role: 'editor' });
    if (family === 'children')
      book.contributors.push({ name: fullName(personName(rng)), role: 'illustrator' });
    if (language !== 'English' && rng.chance(0.5))
      book.contributors.push({ name: fullName(personName(rng)), role: 'translator' });
    if (rng.chance(0.05)) book.contributors.push({ name: fullName(personName(rng)), role: 'co_author' });
    if (rng.chance(0.04)) book.contributors.push({ name: fullName(personName(rng)), role: 'foreword' });

    if (type === 'ebook') {
      const epubRng = rng.fork('epub');
      let size = 0;
      const path = ctx.media.write(`seed/ebooks/${bookUid.toLowerCase()}.epub`, () => {
        const bytes = buildEpub({
          uid: bookUid,
          title,
          subtitle,
          author: authorName,
          publisher: book.publisher,
          language,
          isbn,
          description: book.description,
          publicationDate: book.publicationDate,
          coverSvg: cover(),
          chapters: chapters(epubRng, family, 3),
          modified: `${book.publicationDate}T00:00:00Z`,
        });
        size = bytes.byteLength;
        return bytes;
      });
      book.filePath = path;
      book.fileFormat = 'epub';
      // Without media (tests), a typical size stands in for the file that was not written.
      book.fileSizeBytes = size || 9_000;
    } else if (type === 'audiobook') {
      const sample = this.#samples.at(serial);
      book.samplePath = sample.path;
      const narrator = fullName(personName(rng));
      book.contributors.push({ name: narrator, role: 'narrator' });
      const trackTitles = ['Opening Credits', 'Chapter 1', 'Chapter 2', 'Chapter 3'];
      book.audioTracks = trackTitles.slice(0, rng.int(2, 4)).map((trackTitle, i) => {
        const clip = this.#tracks.at(serial + i * 3);
        return {
          title: trackTitle,
          path: clip.path,
          durationSeconds: clip.durationSeconds,
          sizeBytes: clip.sizeBytes,
        };
      });
    } else {
      const [width, height] = family === 'children' ? ([216, 216] as const) : rng.pick(TRIM_SIZES);
      const hardcover = rng.chance(0.2);
      const depth = Math.max(3, Math.round(pages * 0.065 + (hardcover ? 6 : 1)));
      const weight = Math.round((width * height * pages * 0.0000375 + (hardcover ? 120 : 15)) / 5) * 5;
      const printOnDemand = rng.chance(0.3);
      book.print = {
        binding: hardcover ? 'hardcover' : 'paperback',
        paper: rng.pick(PAPERS),
        colour: family === 'children' || family === 'food',
        widthMm: width,
        heightMm: height,
        depthMm: depth,
        weightGrams: weight,
        stock: printOnDemand
          ? null
          : rng.weighted([
              [0, 1],
              [rng.int(1, 9), 3],
              [rng.int(10, 250), 12],
            ]),
        printOnDemand,
      };
    }
    this.books.push(book);
    if (edition) formats?.add(type);
    else {
      this.#formats.set(book.uid, new Set([type]));
      shelf.push(book);
      this.#byAuthor.set(spec.author.uid, shelf);
    }
    return book;
  }

  /** The two real EPUB 3 samples (W3C EPUB 3 Community Group), with their real metadata and credit. */
  async planRealEbooks(rng: Prng, authors: { curry: PersonPlan; eliot: PersonPlan }): Promise<BookPlan[]> {
    const planned = await realEbooks(this.#ctx, rng, authors);
    this.books.push(...planned);
    return planned;
  }

  /**
   * A few reviews per published book from readers (each at most once per book; a purchase is planned
   * for each in planOrders), some with a title and words, the worded ones with a few helpful votes.
   */
  planRatings(rng: Prng, readers: readonly PersonPlan[]): void {
    for (const book of this.books) {
      if (book.status !== 'published' || readers.length === 0) continue;
      const count = rng.weighted([
        [0, 3],
        [1, 3],
        [2, 3],
        [3, 3],
        [5, 2],
        [8, 1],
      ]);
      const quality = rng.bell(2.6, 5);
      for (const reader of rng.sample(readers, count)) {
        const rating = Math.max(1, Math.min(5, Math.round(quality + rng.float(-1.2, 1.2))));
        const pool = REVIEW_BODIES[rating] ?? [];
        const titles = REVIEW_TITLES[rating] ?? [];
        const since = Math.max(
          1,
          Math.floor((this.#ctx.now.getTime() - (book.publishedAt?.getTime() ?? 0)) / DAY_MS),
        );
        const review = pool.length > 0 && rng.chance(0.45) ? rng.pick(pool) : null;
        const voters = review
          ? rng.sample(
              readers.filter((r) => r.uid !== reader.uid),
              rng.weighted([
                [0, 3],
                [1, 3],
                [2, 2],
                [4, 1],
              ]),
            )
          : [];
        book.ratings.push({
          reader,
          rating,
          title: review && titles.length > 0 && rng.chance(0.7) ? rng.pick(titles) : null,
          review,
          voters,
          createdAt: daysBefore(this.#ctx.now, rng.int(0, since - 1) + rng.float(0, 1)),
        });
      }
    }
  }
  /** Inserts books, prices, contributors, audio files, activities and ratings; answers uid -> id. */
  insert(): Promise<Map<string, number>> {
    return insertBooks(this.#ctx, this.books);
  }

  /** Curated lists whose books fit their names, with generated covers. */
  insertLists(bookIds: ReadonlyMap<string, number>): Promise<number> {
    return insertCuratedLists(this.#ctx, this.books, bookIds);
  }
}

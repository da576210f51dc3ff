import type { CataloguePlanner } from './catalogue.ts';
import { CommercePlanner } from './commerce.ts';
import { DAY_MS, type BookPlan, type PersonPlan, type SeedContext } from './context.ts';
import type { DemoBooks } from './plan-books.ts';
import type { Cast } from './plan-people.ts';
import type { Prng } from './prng.ts';
import type { ArtistPlan } from './voiceover.ts';

/**
 * Plans every reader's address and the generated orders across the catalogue, then the demo accounts'
 * sales, purchases, payout details and voiceover jobs in every state.
 */
export function planOrders(
  ctx: SeedContext,
  root: Prng,
  plans: {
    cast: Cast;
    catalogue: CataloguePlanner;
    books: DemoBooks;
    voiceArtist: ArtistPlan;
    creatorArtist: ArtistPlan;
    bookTarget: number;
  },
): CommercePlanner {
  const { cast, catalogue, books, voiceArtist, creatorArtist, bookTarget } = plans;
  const { shopper, author, voice, creator, readers } = cast;
  const { authorBooks, creatorBooks, realBooks } = books;
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
        book.publishedAt ? Math.floor((ctx.now.getTime() - book.publishedAt.getTime()) / DAY_MS) : 30,
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

  planReviewerPurchases(ctx, commerce, catalogue, shopRng.fork('reviewers'));

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
  return commerce;
}

/** Books one reviewer's catch-up order holds at most. */
const REVIEWER_ORDER_LINES = 8;

/**
 * Issue 42: only buyers review. The books a review's writer has no paid order of are bought in a few
 * orders per reader (up to REVIEWER_ORDER_LINES books each, placed before the earliest of their
 * reviews), so the purchase, sale, revenue and library entry exist as for any order, at a few hundred
 * orders rather than one per review (the seed's speed).
 */
function planReviewerPurchases(
  ctx: SeedContext,
  commerce: CommercePlanner,
  catalogue: CataloguePlanner,
  rng: Prng,
) {
  const bought = new Set(
    commerce.orders
      .filter((o) => o.status !== 'cancelled' && o.status !== 'pending_payment')
      .flatMap((o) => o.items.map((i) => `${o.buyer.uid}|${i.book.uid}`)),
  );
  const missing = new Map<string, { reader: PersonPlan; books: { book: BookPlan; daysAgo: number }[] }>();
  for (const book of catalogue.books) {
    for (const rating of book.ratings) {
      if (bought.has(`${rating.reader.uid}|${book.uid}`)) continue;
      const entry = missing.get(rating.reader.uid) ?? { reader: rating.reader, books: [] };
      entry.books.push({
        book,
        daysAgo: Math.floor((ctx.now.getTime() - rating.createdAt.getTime()) / DAY_MS),
      });
      missing.set(rating.reader.uid, entry);
    }
  }
  for (const { reader, books } of missing.values()) {
    books.sort((a, b) => b.daysAgo - a.daysAgo);
    for (let i = 0; i < books.length; i += REVIEWER_ORDER_LINES) {
      const lines = books.slice(i, i + REVIEWER_ORDER_LINES);
      const print = lines.some((l) => l.book.type === 'printbook');
      commerce.order(
        rng.fork(`${reader.uid}-${i}`),
        reader,
        lines.map((l) => ({ book: l.book })),
        { status: print ? 'delivered' : 'completed', daysAgo: (lines[0]?.daysAgo ?? 0) + rng.int(0, 3) },
      );
    }
  }
}

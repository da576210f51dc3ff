import { ACCENTED_BOOKS, planAccentedBooks } from './accented.ts';
import type { CataloguePlanner } from './catalogue.ts';
import type { BookPlan, SeedContext } from './context.ts';
import type { Cast } from './plan-people.ts';
import type { Prng } from './prng.ts';

/** The demo authors' books and the two real EPUBs, which the demo accounts' orders use. */
export interface DemoBooks {
  authorBooks: BookPlan[];
  creatorBooks: BookPlan[];
  realBooks: BookPlan[];
}

/** Plans the demo authors' own books, the two real EPUBs, then the generated catalogue and its ratings. */
export async function planBooks(
  ctx: SeedContext,
  catalogue: CataloguePlanner,
  root: Prng,
  cast: Cast,
  bookTarget: number,
): Promise<DemoBooks> {
  const { author, creator, curry, eliot, authors, readers, accented } = cast;
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
  const authorRng = root.fork('authors');
  const weights = authors.map((_, i) => [i, 1 + 12 * authorRng.fork(`w${i}`).next() ** 3] as const);
  const genRng = root.fork('books');
  for (let i = 0; i < generatedCount; i++) {
    const rng = genRng.fork(i);
    const owner = authors[rng.weighted(weights)];
    if (!owner) continue;
    catalogue.plan(rng, { author: owner });
    if (i % 500 === 499) await ctx.media.throttle();
  }
  // After the generated ones, so those keep their serial numbers (ISBNs) and titles.
  planAccentedBooks(catalogue, root.fork('accented-books'), accented, fiction);
  catalogue.planRatings(root.fork('ratings'), readers);
  return { authorBooks, creatorBooks, realBooks };
}

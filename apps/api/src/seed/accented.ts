import type { CataloguePlanner } from './catalogue.ts';
import { ACCENTED_AUTHORS, ACCENTED_BOOKS } from './content/accented.ts';
import type { CategoryRef, PersonPlan } from './context.ts';
import type { PeoplePlanner } from './people.ts';
import type { Prng } from './prng.ts';

export { ACCENTED_BOOKS };

/** Issue 25: the authors with diacritics in their names (accent folding has something to find). */
export function planAccentedAuthors(people: PeoplePlanner, rng: Prng): PersonPlan[] {
  return ACCENTED_AUTHORS.map((a) =>
    people.plan(rng.fork(a.username), {
      name: a.name,
      username: a.username,
      countryCode: a.countryCode,
      isAuthor: true,
      joinedDays: [380, 380],
      avatarChance: 0,
      bio: true,
    }),
  );
}

/** Their published ebooks, some in a series, in `category` when given. */
export function planAccentedBooks(
  catalogue: CataloguePlanner,
  rng: Prng,
  authors: readonly PersonPlan[],
  category: CategoryRef | undefined,
): void {
  ACCENTED_BOOKS.forEach((b, i) => {
    const owner = authors[b.author];
    if (!owner) return;
    catalogue.plan(rng.fork(i), {
      author: owner,
      type: 'ebook',
      status: 'published',
      title: b.title,
      ...(b.series ? { series: b.series } : {}),
      ...(category ? { category } : {}),
    });
  });
}

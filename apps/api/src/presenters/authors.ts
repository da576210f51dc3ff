import type { AuthorProfile } from '@bookstore/api-client/contract';
import type { AppDeps } from '../context.ts';
import { PUBLISHED } from '../db/plans.ts';

const DEFAULT_COUNTRY = 'ng';

/** Author profiles for these user ids, in the order given; books_count counts published books. */
export async function authorProfiles(deps: AppDeps, userIds: number[]): Promise<AuthorProfile[]> {
  if (userIds.length === 0) return [];
  const rows = await deps.db
    .selectFrom('users as u')
    .leftJoin('author_profiles as ap', 'ap.user_id', 'u.id')
    .select((eb) => [
      'u.id',
      'u.username',
      'u.first_name',
      'u.middle_name',
      'u.last_name',
      'u.avatar_path',
      'u.bio as user_bio',
      'u.country_code as user_country',
      'u.created_at',
      'ap.bio as author_bio',
      'ap.website',
      'ap.country_code as author_country',
      eb
        .selectFrom('books')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('books.author_id', '=', 'u.id')
        .where('books.status', '=', PUBLISHED)
        .as('books_count'),
    ])
    .where('u.id', 'in', userIds)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return userIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        username: row.username,
        first_name: row.first_name,
        middle_name: row.middle_name,
        last_name: row.last_name,
        avatar: deps.media.url(row.avatar_path),
        bio: row.author_bio ?? row.user_bio,
        website: row.website,
        country_code: row.author_country ?? row.user_country ?? DEFAULT_COUNTRY,
        books_count: Number(row.books_count ?? 0),
        joined_at: row.created_at.toISOString(),
      },
    ];
  });
}

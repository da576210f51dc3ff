import type { AuthorProfile } from '@bookstore/api-client/contract';
import { DEFAULT_COUNTRY } from '@bookstore/api-client/constants';
import type { AuthorProfileRow } from './authors.queries.ts';
import { authorSummary } from './books.presenter.ts';
import type { MediaUrls } from '../../media/urls.ts';

/** An author's profile; the author profile's bio and country win over the user's. */
export function toAuthorProfile(urls: MediaUrls, row: Omit<AuthorProfileRow, 'id'>): AuthorProfile {
  return {
    ...authorSummary(urls, row),
    bio: row.author_bio ?? row.user_bio,
    website: row.website,
    country_code: row.author_country ?? row.user_country ?? DEFAULT_COUNTRY,
    books_count: Number(row.books_count ?? 0),
    joined_at: row.created_at.toISOString(),
    rating: { average: Number(row.rating_average ?? 0), count: Number(row.rating_count ?? 0) },
  };
}

/** Profiles of `rows` in the order of `ids` (an id without a row is skipped). */
export function profilesInOrder(
  urls: MediaUrls,
  ids: readonly number[],
  rows: readonly AuthorProfileRow[],
): AuthorProfile[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toAuthorProfile(urls, row)] : [];
  });
}

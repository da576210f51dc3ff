import type { CuratedList, HeaderContent } from '@bookstore/api-client/contract';
import type { MediaUrls } from '../../media/urls.ts';

/** A curated list with its published books' count. */
export function toList(
  urls: MediaUrls,
  row: {
    uid: string;
    name: string;
    cover_path: string | null;
    description: string | null;
    books_count: number | string | null;
    created_at: Date;
  },
): CuratedList {
  return {
    uid: row.uid,
    list_name: row.name,
    list_cover: urls.media.url(row.cover_path) ?? '',
    description: row.description,
    books_count: Number(row.books_count ?? 0),
    created_at: row.created_at.toISOString(),
  };
}

/** A list as the header's menu shows it. */
export function toMenuList(
  urls: MediaUrls,
  row: { uid: string; name: string; cover_path: string | null },
): HeaderContent['lists'][number] {
  return { uid: row.uid, list_name: row.name, list_cover: urls.media.url(row.cover_path) ?? '' };
}

/*
 * How the head and the JSON-LD of public pages name things: a page's address, an absolute URL for a
 * media path, and a person's name as the store writes it.
 */
import type { AuthorSummary } from '../contract';

/**
 * A person's own name: first, middle and last, blanks skipped (formatPersonName). Authors are named by
 * their `display_name` (a pen name when they gave one); this is the account's name beside it.
 */
export function personName(person: Pick<AuthorSummary, 'first_name' | 'middle_name' | 'last_name'>): string {
  return [person.first_name, person.middle_name, person.last_name]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** An absolute http(s) URL for `url` (a media path or a CDN address); undefined for data: images. */
export function absoluteUrl(origin: string, url: string | null | undefined): string | undefined {
  if (!url || url.startsWith('data:')) return undefined;
  try {
    const absolute = new URL(url, `${origin}/`);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}

/** A page path with its segments percent-encoded. */
export const pathOf = (...segments: string[]): string => `/${segments.map(encodeURIComponent).join('/')}`;

export const bookUrl = (origin: string, uid: string): string => `${origin}${pathOf('books', uid)}`;
export const authorUrl = (origin: string, username: string): string =>
  `${origin}${pathOf('authors', username)}`;

/** `?page=n` on a canonical address past the first page (each page of a listing is its own). */
export function withPage(url: string, n: number): string {
  return n > 1 ? `${url}?page=${n}` : url;
}

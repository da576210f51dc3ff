/** A number of stars a reader gives: 1 to 5. */
export type StarCount = 1 | 2 | 3 | 4 | 5;

/** 5 down to 1, the order the distribution and the filters list them in. */
export const STAR_COUNTS: readonly StarCount[] = [5, 4, 3, 2, 1];

/** "1 star", "4 stars". */
export function starsLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

/** A reader's review of a book, as the API sends it. */
export interface Review {
  uid: string;
  rating: StarCount;
  title: string | null;
  /** Plain text; a blank line starts a new paragraph. */
  body: string | null;
  /** The reader's public name. */
  reviewer: { name: string };
  /** ISO date-time it was written. */
  createdAt: string;
  /** ISO date-time of the last edit, null when never edited. */
  updatedAt: string | null;
  verifiedPurchase: boolean;
  helpfulCount: number;
  /** Whether the viewer has voted it helpful (signed in only). */
  votedHelpful?: boolean;
  /** The viewer wrote it. */
  mine?: boolean;
  /** The viewer's own review, held until the team has read it (it contains a link). */
  held?: boolean;
}

/** A review's text as paragraphs: a blank line separates them; single line breaks stay inside one. */
export function reviewParagraphs(text: string): string[] {
  return text
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * The start of a text cut near `limit` characters at a space, with "…", or the text itself when it is no
 * longer than `limit` (and so needs no cut).
 */
export function excerpt(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.search(/\s\S*$/);
  return `${(space > limit * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

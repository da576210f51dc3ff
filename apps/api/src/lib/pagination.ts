export interface Page<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export function pageOf<T>(items: T[], page: number, perPage: number, total: number): Page<T> {
  return { items, page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

export const offsetOf = (page: number, perPage: number): number => (page - 1) * perPage;

/** `%` and `_` are wildcards in LIKE; a keyword matches literally. */
export const likePattern = (keyword: string): string =>
  `%${keyword.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

import type { AppDeps } from '../../context.ts';
import { notFound } from '../../domain/errors.ts';
import { authorIdByUsername, authorPage, authorProfileRows } from './authors.queries.ts';

/** A page of authors (by name, optionally matching `keyword`): their ids in order, their rows, the total. */
export async function listAuthors(deps: AppDeps, keyword: string | undefined, limit: number, offset: number) {
  const { total, rows: page } = await authorPage(deps.db, keyword, limit, offset);
  const ids = page.map((r) => r.id);
  const rows = ids.length === 0 ? [] : await authorProfileRows(deps.db, ids);
  return { ids, rows, total };
}

/** An author's profile row by username, or 404. */
export async function author(deps: AppDeps, username: string) {
  const found = await authorIdByUsername(deps.db, username);
  const [row] = found ? await authorProfileRows(deps.db, [found.id]) : [];
  if (!row) throw notFound('The author was not found.');
  return row;
}

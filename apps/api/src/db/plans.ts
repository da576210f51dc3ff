import {
  LimitNode,
  OffsetNode,
  PostgresDialect,
  PostgresQueryCompiler,
  ValueNode,
  sql,
  type Compilable,
  type Kysely,
  type OperationNode,
  type QueryCompiler,
} from 'kysely';
import type { Database } from './schema.ts';

/*
 * A prepared statement (src/db/prepared.ts) is planned once for any values when PostgreSQL finds that
 * plan ("generic") no costlier than planning each call. Two kinds of parameter make a generic plan of a
 * catalogue read bad: the book status, which decides whether the partial indexes `WHERE status =
 * 'published'` apply, and a page's LIMIT and OFFSET, without which the planner expects a tenth of the
 * rows and hashes whole tables instead of walking an index. So both are written into the SQL as
 * literals: the status with `PUBLISHED`, the page numbers by `PagingQueryCompiler`.
 */

/** `status = PUBLISHED`: the status as a literal, so generic plans can use the partial indexes. */
export const PUBLISHED = sql.lit('published' as const);

/** A LIMIT or OFFSET value, as a literal when it is a bound non-negative integer. */
function inlined(node: OperationNode): OperationNode {
  if (!ValueNode.is(node) || node.immediate) return node;
  const value: unknown = node.value;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? ValueNode.createImmediate(value)
    : node;
}

/**
 * PostgreSQL's SQL, with every LIMIT and OFFSET that is a plain non-negative integer written into the
 * text instead of bound, so a page's size and position are part of the statement the server plans. The
 * values are numbers checked here, never text: nothing a user types reaches the SQL this way. (A
 * compiler rather than a plugin: it costs nothing, where a plugin would copy every query's tree.)
 */
export class PagingQueryCompiler extends PostgresQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    super.visitLimit(LimitNode.create(inlined(node.limit)));
  }

  protected override visitOffset(node: OffsetNode): void {
    super.visitOffset(OffsetNode.create(inlined(node.offset)));
  }
}

/** Kysely's PostgreSQL dialect for node-postgres, compiling with `PagingQueryCompiler`. */
export class PagingPostgresDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new PagingQueryCompiler();
  }
}

/**
 * What a statement's text starts with to be planned at every call with its values, never prepared under
 * a name (prepared.ts): a search's, whose best plan depends on how common the words typed are (walk the
 * books by popularity for a common word, collect a rare word's few matches from its index). Planned
 * with the values, the tsquery is a constant whose lexemes the planner looks up in the statistics; a
 * generic plan would guess one frequency for every word.
 */
export const PLANNED_PER_CALL = '/* planned per call */ ';

/** Runs `query` planned with its values (`PLANNED_PER_CALL`): its rows. */
export async function plannedPerCall<R>(db: Kysely<Database>, query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  const result = await db.executeQuery<R>({ ...compiled, sql: `${PLANNED_PER_CALL}${compiled.sql}` });
  return result.rows;
}

import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';

/*
 * The hot public reads build the same few query shapes thousands of times a second, and Kysely's
 * building and compiling (an immutable tree copied at every step, then visited) cost more Node CPU than
 * anything else on the path: 16 % of a book detail's. So each shape is built and compiled once per
 * database, with a placeholder in each value's place; a request takes that compiled query and puts its
 * own values in the placeholders' positions. The SQL text is the same (prepared statements and plans
 * are unchanged); only the building is skipped.
 *
 * The caller names the shape by everything that changes the SQL text (which filters are set, the
 * sort, the page size and position: see plans.ts, they are literals) and passes the values that are
 * bound. Outside production (`checkShapes`, set by createApp) every use is compiled afresh as well and
 * compared, SQL and parameters, so a value that went into the text instead of a parameter, or a shape
 * key that misses a difference, fails the tests loudly.
 */

/** How many shapes one database keeps (least recently used dropped first): page positions vary without end. */
const MAX_SHAPES = 500;

/** A placeholder: a string no request sends (a NUL byte cannot reach a query: the router refuses it). */
const slot = (index: number): string => `\u0000shape-slot-${index}\u0000`;

interface Shape {
  compiled: CompiledQuery;
  /** For each parameter of `compiled`: the index of the value bound there, or -1 for a constant. */
  positions: readonly number[];
  /** With values written into the text (`inline`): the shape as built, which the check compares. */
  built?: Shape;
}

interface ShapeCache {
  shapes: LRUCache<string, Shape>;
  check: boolean;
}

const caches = new WeakMap<object, ShapeCache>();

function cacheOf<DB>(db: Kysely<DB>): ShapeCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { shapes: new LRUCache<string, Shape>({ max: MAX_SHAPES }), check: false };
    caches.set(db, cache);
  }
  return cache;
}

/** Outside production: compile every use afresh too and fail when the cached shape differs. */
export function checkShapes<DB>(db: Kysely<DB>, check: boolean): void {
  cacheOf(db).check = check;
}

function shapeFrom(compiled: CompiledQuery, count: number, key: string): Shape {
  const slots = new Map(Array.from({ length: count }, (_, index) => [slot(index), index]));
  for (const text of slots.keys()) {
    if (compiled.sql.includes(text)) throw new Error(`Query shape ${key}: a value went into the SQL text`);
  }
  const positions = compiled.parameters.map((parameter) =>
    typeof parameter === 'string' ? (slots.get(parameter) ?? -1) : -1,
  );
  for (const parameter of compiled.parameters) {
    if (typeof parameter === 'string' && parameter.includes('\u0000shape-slot-') && !slots.has(parameter))
      throw new Error(`Query shape ${key}: a value was changed before it was bound`);
  }
  return { compiled, positions };
}

function sameQuery(a: CompiledQuery, b: CompiledQuery): boolean {
  return (
    a.sql === b.sql &&
    a.parameters.length === b.parameters.length &&
    a.parameters.every((value, index) => Object.is(value, b.parameters[index]))
  );
}

/** What may be written into a query's text as a literal: a short code or a finite number. */
const PLAIN = /^[A-Za-z0-9_.-]{1,64}$/;

/** Whether `value` may be written into a query's text (`inline`): a short code or a finite number. */
export function inlinable(value: unknown): boolean {
  return (
    (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && PLAIN.test(value))
  );
}

function literal(value: unknown, key: string): string {
  // A negative number in parentheses: `a - $1` must not become `a --1`, a comment.
  if (typeof value === 'number' && Number.isFinite(value)) return value < 0 ? `(${value})` : String(value);
  if (typeof value === 'string' && PLAIN.test(value)) return `'${value}'`;
  throw new Error(`Query shape ${key}: only a short code or a number is written into the SQL text`);
}

/**
 * The shape with the values at `inline` written into its text, and with its constant numbers (a
 * parameter no value fills: a rank bound, a count cap) written there too: each of those parameters
 * becomes a literal, and the others are numbered afresh. Every `$n` of the text must be one parameter,
 * once. A constant left a parameter has PostgreSQL plan the statement for its value at each of the
 * first calls on every connection before its generic plan takes over: the home page's list books
 * (`r.rank <= $1`, always 10) bound in 2.2–2.3 ms then, for each country (issue 26).
 */
function withLiterals(
  shape: Shape,
  values: readonly unknown[],
  inline: ReadonlySet<number>,
  key: string,
): Shape {
  const { compiled, positions } = shape;
  const written = (at: number): boolean => {
    const index = positions[at] ?? -1;
    return index >= 0 ? inline.has(index) : constantNumber(compiled.parameters[at]);
  };
  const kept = positions.flatMap((_index, at) => (written(at) ? [] : [at]));
  const renumbered = new Map(kept.map((at, to) => [at, to + 1]));
  const seen = new Set<number>();
  const text = compiled.sql.replace(/\$(\d+)/g, (_match, n: string) => {
    const at = Number(n) - 1;
    seen.add(at);
    if (!written(at)) return `$${renumbered.get(at) ?? n}`;
    const index = positions[at] ?? -1;
    return literal(index >= 0 ? values[index] : compiled.parameters[at], key);
  });
  if (seen.size !== positions.length || (compiled.sql.match(/\$\d+/g) ?? []).length !== positions.length)
    throw new Error(`Query shape ${key}: its text has a $n that is not one of its parameters`);
  return {
    compiled: { ...compiled, sql: text, parameters: kept.map((at) => compiled.parameters[at]) },
    positions: kept.map((at) => positions[at] ?? -1),
    built: shape,
  };
}

/** A constant of a shape written into its text: a finite number. */
const constantNumber = (parameter: unknown): boolean =>
  typeof parameter === 'number' && Number.isFinite(parameter);

function boundTo<R>(shape: Shape, values: readonly unknown[]): CompiledQuery<R> {
  const { compiled, positions } = shape;
  const parameters = positions.map((index, at) => (index < 0 ? compiled.parameters[at] : values[index]));
  return { ...compiled, parameters } as CompiledQuery<R>;
}

/**
 * `build(values)` compiled, from the shape `key` compiled once with placeholders (`build` is then
 * called with them in place of `values`): `key` must name everything about the query but `values`,
 * and `build` must only bind each value (never test, compute with or inline it).
 *
 * `inline` names values written into the text as literals instead (a country code, a book type: a few
 * of each), one shape per value. PostgreSQL plans a prepared statement with parameters for the values
 * of each call (a "custom" plan) until a plan for any value (its "generic" plan) is estimated to cost no
 * more; for the listing and home reads the estimate for an unknown country and type never got there,
 * so each call was planned again, which cost more than running it (issue 26). A statement without
 * those parameters is planned once per connection. Values with many possible values (ids, keywords)
 * stay bound: each would be a statement of its own.
 */
export function compiledShape<DB, R, V extends readonly unknown[]>(
  db: Kysely<DB>,
  key: string,
  values: V,
  build: (values: V) => Compilable<R>,
  inline: readonly number[] = [],
): CompiledQuery<R> {
  const cache = cacheOf(db);
  const literals = new Set(inline);
  const shapeKey =
    inline.length === 0 ? key : `${key} @${inline.map((index) => String(values[index])).join(',')}`;
  // A read makes the shape the most recently used; the least recently used leaves past MAX_SHAPES.
  let shape = cache.shapes.get(shapeKey);
  if (!shape) {
    const slots = values.map((_, index) => slot(index)) as unknown as V;
    shape = shapeFrom(build(slots).compile(), values.length, key);
    const { compiled, positions } = shape;
    const constants = positions.some((index, at) => index < 0 && constantNumber(compiled.parameters[at]));
    if (literals.size > 0 || constants) shape = withLiterals(shape, values, literals, key);
    cache.shapes.set(shapeKey, shape);
  }
  const bound = boundTo<R>(shape, values);
  if (cache.check) {
    const fresh = build(values).compile();
    const built = boundTo<R>(shape.built ?? shape, values);
    if (!sameQuery(fresh, built)) {
      throw new Error(
        `Query shape ${key} differs from the query built for its values:\n${fresh.sql}\n${JSON.stringify(fresh.parameters)}\nvs\n${built.sql}\n${JSON.stringify(built.parameters)}`,
      );
    }
  }
  return bound;
}

/** Runs a shape (see `compiledShape`) and returns its rows. */
export async function runShape<DB, R, V extends readonly unknown[]>(
  db: Kysely<DB>,
  key: string,
  values: V,
  build: (values: V) => Compilable<R>,
  inline: readonly number[] = [],
): Promise<R[]> {
  return (await db.executeQuery(compiledShape(db, key, values, build, inline))).rows;
}

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

/**
 * `build(values)` compiled, from the shape `key` compiled once with placeholders (`build` is then
 * called with them in place of `values`): `key` must name everything about the query but `values`,
 * and `build` must only bind each value (never test, compute with or inline it).
 */
export function compiledShape<DB, R, V extends readonly unknown[]>(
  db: Kysely<DB>,
  key: string,
  values: V,
  build: (values: V) => Compilable<R>,
): CompiledQuery<R> {
  const cache = cacheOf(db);
  // A read makes the shape the most recently used; the least recently used leaves past MAX_SHAPES.
  let shape = cache.shapes.get(key);
  if (!shape) {
    const slots = values.map((_, index) => slot(index)) as unknown as V;
    shape = shapeFrom(build(slots).compile(), values.length, key);
    cache.shapes.set(key, shape);
  }
  const { compiled, positions } = shape;
  const parameters = positions.map((index, at) => (index < 0 ? compiled.parameters[at] : values[index]));
  const bound = { ...compiled, parameters } as CompiledQuery<R>;
  if (cache.check) {
    const fresh = build(values).compile();
    if (!sameQuery(fresh, bound)) {
      throw new Error(
        `Query shape ${key} differs from the query built for its values:\n${fresh.sql}\n${JSON.stringify(fresh.parameters)}\nvs\n${bound.sql}\n${JSON.stringify(bound.parameters)}`,
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
): Promise<R[]> {
  return (await db.executeQuery(compiledShape(db, key, values, build))).rows;
}

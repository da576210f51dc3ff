import fc from 'fast-check';
import type { z } from 'zod';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS } from './hostile-values.ts';

// A small zod-v4 -> fast-check converter for the contract's input schemas: `valid` leans towards
// values the schema accepts (bounds, patterns, enums, known ids), `hostile` gives values of the wrong
// shape or at the edges (huge and negative numbers, NaN strings, NUL bytes, lone surrogates, `%`
// escapes, long strings, arrays for scalars, extra fields). Inputs are classified by the schema itself
// afterwards, so neither needs to be exact.

/** A file to upload: the request builder turns it into a `File` in the multipart body. */
export interface FileSpec {
  readonly kind: 'file';
  readonly bytes: Uint8Array;
  readonly type: string;
  readonly name: string;
}

export const isFileSpec = (value: unknown): value is FileSpec =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';

/** Values the fuzzer should try in fields of a given name (real uids and ids from the database). */
export type Pools = Readonly<Record<string, readonly (string | number)[]>>;

interface Check {
  check: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
  mime?: string[];
}

interface Def {
  type: string;
  checks?: { _zod: { def: Check } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
/** A wrapper's or a pipe's part (every def of that type has it). */
function part(def: Def, key: 'innerType' | 'out' | 'element'): z.ZodType {
  const schema = def[key];
  if (!schema) throw new TypeError(`A ${def.type} schema without its ${key}`);
  return schema;
}

const checksOf = (def: Def): Check[] => (def.checks ?? []).map((c) => c._zod.def);

const INT4_MAX = 2_147_483_647;

const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);
const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e12;
  let max = 1e12;
  let minExclusive = false;
  let maxExclusive = false;
  let integer = false;
  let bounded = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) integer = true;
    if (check.check === 'greater_than' && check.value !== undefined) {
      min = check.value;
      minExclusive = !check.inclusive;
    }
    if (check.check === 'less_than' && check.value !== undefined) {
      max = check.value;
      maxExclusive = !check.inclusive;
      bounded = true;
    }
  }
  if (integer) {
    const lo = Math.ceil(minExclusive ? min + 1 : min);
    const hi = Math.floor(maxExclusive ? max - 1 : max);
    const small = fc.integer({ min: Math.max(lo, -5), max: Math.min(hi, Math.max(lo, 60)) });
    return fc.oneof(
      { weight: 3, arbitrary: small },
      { weight: 1, arbitrary: fc.integer({ min: Math.max(lo, -INT4_MAX - 1), max: Math.min(hi, INT4_MAX) }) },
      { weight: 1, arbitrary: fc.constantFrom(lo, hi).filter((n) => Number.isSafeInteger(n)) },
      // An unbounded int: what would the column say to a huge one?
      ...(bounded ? [] : [{ weight: 1, arbitrary: fc.constantFrom(INT4_MAX, 1e12, 1e15) }]),
    );
  }
  const lo = minExclusive ? min + 0.01 : min;
  const hi = maxExclusive ? max - 0.01 : max;
  const cents = fc.integer({ min: Math.ceil(lo * 100), max: Math.floor(Math.min(hi, 1e9) * 100) });
  return fc.oneof(
    { weight: 3, arbitrary: cents.map((c) => c / 100) },
    { weight: 1, arbitrary: fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.constantFrom(lo, hi, ...(bounded ? [] : [1e8, 1e12, 1e20])) },
  );
}

function stringArbitrary(def: Def, name: string, pools: Pools): fc.Arbitrary<string> {
  let minLength = 0;
  let maxLength = 60;
  let pattern: RegExp | undefined;
  let format = def.format;
  if (def.pattern) pattern = def.pattern;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length' && check.minimum !== undefined) minLength = check.minimum;
    if (check.check === 'max_length' && check.maximum !== undefined) maxLength = check.maximum;
    if (check.check === 'length_equals' && check.length !== undefined) minLength = maxLength = check.length;
    if (check.check === 'string_format') {
      format = check.format;
      if (check.pattern) pattern = check.pattern;
    }
  }
  let base: fc.Arbitrary<string>;
  if (format === 'email') base = fc.emailAddress();
  // fc.webUrl() takes ~0.5 s a value; a plain scheme, host and path is enough here.
  else if (format === 'url')
    base = fc
      .tuple(
        fc.constantFrom('https', 'http', 'ftp', 'javascript'),
        fc.stringMatching(/^[a-z0-9-]{1,20}$/),
        fc.constantFrom('com', 'ng', 'co.uk', ''),
        fc.string({ maxLength: 20 }),
      )
      .map(([scheme, host, tld, path]) => `${scheme}://${host}${tld ? `.${tld}` : ''}/${encodeURI(path)}`);
  else if (format === 'date')
    base = fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  else if (format === 'datetime')
    base = fc
      .date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  // fast-check reads no flags: a case-insensitive pattern gives its lower-case strings.
  else if (pattern) base = fc.stringMatching(new RegExp(pattern.source));
  else {
    const cap = Math.min(maxLength, minLength + 80);
    base = fc.oneof(
      fc.string({ minLength, maxLength: cap }),
      fc.string({ minLength, maxLength: cap, unit: 'grapheme' }),
      fc.constantFrom('x'.repeat(minLength), 'é'.repeat(Math.min(maxLength, Math.max(minLength, 1)))),
      ...(maxLength < 10_000 ? [fc.constant('y'.repeat(maxLength))] : []),
    );
  }
  const pool = pools[name];
  return pool && pool.length > 0
    ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...pool.map(String)) }, { weight: 1, arbitrary: base })
    : base;
}

/** A value the schema probably accepts; fields named like a pool draw from it too. */
export function valid(schema: z.ZodType, name: string, pools: Pools): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(valid(part(def, 'innerType'), name, pools), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(valid(part(def, 'innerType'), name, pools), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return valid(part(def, 'innerType'), name, pools);
    case 'pipe':
      // `z.coerce.number().pipe(Id)`: what comes out is what the caller means.
      return valid(part(def, 'out'), name, pools);
    case 'number': {
      const numbers = numberArbitrary(def);
      const pool = pools[name];
      const ids = pool?.filter((v): v is number => typeof v === 'number') ?? [];
      return ids.length > 0
        ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: numbers })
        : numbers;
    }
    case 'string':
      return stringArbitrary(def, name, pools);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'array': {
      const checks = checksOf(def);
      const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const maxLength = checks.find((c) => c.check === 'max_length')?.maximum ?? 6;
      const element = valid(part(def, 'element'), name.replace(/s$/, ''), pools);
      return fc.array(element, { minLength, maxLength: Math.min(maxLength, minLength + 6) });
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => valid(option, name, pools)));
    case 'object': {
      const shape = def.shape ?? {};
      const entries = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [key, valid(field, key, pools)]),
      );
      return fc.record(entries);
    }
    case 'file':
      return fileArbitrary(def);
    default:
      return fc.constant(undefined);
  }
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const MAGIC: Record<string, number[]> = {
  'image/png': PNG,
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
  'audio/mpeg': [0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0],
  'application/epub+zip': [0x50, 0x4b, 0x03, 0x04],
};

function fileArbitrary(def: Def): fc.Arbitrary<FileSpec> {
  const mimes = checksOf(def).find((c) => c.check === 'mime_type')?.mime ?? ['application/octet-stream'];
  return fc
    .record({
      type: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...mimes) }, fc.constantFrom('text/html', '')),
      magic: fc.boolean(),
      tail: fc.uint8Array({ maxLength: 64 }),
      name: fc.oneof(
        fc.constantFrom('file.bin', 'cover.png', 'a.mp3', 'book.epub'),
        fc.constantFrom('../../x', '%00.png', 'x'.repeat(300), 'ünï😀.png', ''),
      ),
    })
    .map(({ type, magic, tail, name }) => ({
      kind: 'file' as const,
      bytes: new Uint8Array([...(magic ? (MAGIC[type] ?? []) : []), ...tail]),
      type,
      name,
    }));
}

/** A value of the wrong shape, or at the edge of what the schema's type can hold. */
export function hostile(schema: z.ZodType, name: string, pools: Pools): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return hostile(part(def, 'innerType'), name, pools);
    case 'pipe':
      return hostile(part(def, 'out'), name, pools);
    case 'number':
      return hostileNumber;
    case 'string':
    case 'enum':
    case 'literal':
      return hostileString;
    case 'boolean':
      return fc.constantFrom('true', 1, 'yes', null, [], {});
    case 'array':
      return fc.oneof(
        fc.constantFrom('x', 1, null, {}, { 0: 1 }, [null], [[]]),
        fc.array(hostile(part(def, 'element'), name, pools), { minLength: 1, maxLength: 3 }),
        fc.constant(Array.from({ length: 600 }, (_, i) => i + 1)),
      );
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => hostile(option, name, pools)));
    case 'object':
      return fc.oneof(fc.constantFrom([], 'object', null, 42), mutatedObject(def, pools));
    case 'file':
      return fc.constantFrom<unknown>('not a file', '', 12);
    default:
      return fc.constantFrom(null, 'x', 1);
  }
}

/** A mostly valid object with one field hostile, a field missing, or extra fields. */
function mutatedObject(def: Def, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape ?? {};
  const keys = Object.keys(shape);
  const base = valid({ _zod: { def } } as unknown as z.ZodType, '', pools) as fc.Arbitrary<
    Record<string, unknown>
  >;
  const extra = fc.dictionary(
    fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'user_id', 'is_admin', 'role'),
    fc.oneof(hostileString, hostileNumber),
    { maxKeys: 3 },
  );
  if (keys.length === 0) return fc.tuple(base, extra).map(([b, e]) => ({ ...b, ...e }));
  return fc
    .tuple(base, fc.constantFrom(...keys), fc.constantFrom('hostile', 'hostile', 'missing', 'extra'), extra)
    .chain(([object, key, how, more]) => {
      if (how === 'missing') {
        const { [key]: _dropped, ...rest } = object;
        return fc.constant(rest);
      }
      if (how === 'extra') return fc.constant({ ...object, ...more });
      const field = shape[key];
      if (!field) return fc.constant(object);
      return hostile(field, key, pools).map((value) => ({ ...object, [key]: value }));
    });
}

/** Mostly valid, sometimes hostile. */
export function fuzzValue(schema: z.ZodType, name: string, pools: Pools): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: valid(schema, name, pools) },
    { weight: 2, arbitrary: hostile(schema, name, pools) },
  );
}

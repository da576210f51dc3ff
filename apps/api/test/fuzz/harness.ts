import { parseQuery, type EndpointDefinition } from '@bookstore/api-client/contract';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../src/db/schema.ts';
import type { TestClient, TestResponse } from '../helpers.ts';
import { fuzzValue, isFileSpec, valid, type Pools } from './arbitraries.ts';
import { HOSTILE_STRINGS, RAW_QUERY_TAILS, RAW_SEGMENTS } from './hostile-values.ts';

/** One generated request for a call. */
export interface FuzzCase {
  /** Path parameters: the value, and whether it goes into the path raw (not percent-encoded). */
  params: Record<string, { value: unknown; raw: boolean }>;
  query: unknown;
  /** Appended to the query string as it is (odd keys, bad escapes). */
  queryTail: string;
  body: unknown;
  /** A body that is not JSON at all (sent as application/json). */
  rawBody: string | undefined;
}

const RAW_BODIES = ['{', 'null', '[]', '"text"', '1e999', '{"a":', '\u0000', '{"__proto__":{"x":1}}'];

/** Arbitrary requests for one call: mostly well-formed, with hostile parts mixed in. */
export function caseArbitrary(
  endpoint: EndpointDefinition,
  pools: Pools,
  fixup?: (body: Record<string, unknown>) => Record<string, unknown>,
): fc.Arbitrary<FuzzCase> {
  const paramNames = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '');
  const paramShape = (endpoint.params?.shape ?? {}) as Record<string, z.ZodType>;
  const params = fc.record(
    Object.fromEntries(
      paramNames.map((name) => {
        const schema = paramShape[name];
        const value = schema
          ? fc.oneof(
              { weight: 5, arbitrary: valid(schema, name, pools).map((v) => ({ value: v, raw: false })) },
              {
                weight: 1,
                arbitrary: fc.constantFrom(...HOSTILE_STRINGS).map((v) => ({ value: v, raw: false })),
              },
              {
                weight: 1,
                arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((v) => ({ value: v, raw: true })),
              },
            )
          : fc.constant({ value: 'x', raw: false });
        return [name, value];
      }),
    ),
  );
  const query = endpoint.query ? fuzzValue(endpoint.query, '', pools) : fc.constant(undefined);
  const queryTail = fc.oneof(
    { weight: 6, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_TAILS) },
  );
  const generated = endpoint.body ? fuzzValue(endpoint.body, '', pools) : fc.constant(undefined);
  const body = fixup
    ? fc
        .tuple(generated, fc.boolean())
        .map(([value, fix]) =>
          fix && typeof value === 'object' && value !== null && !Array.isArray(value)
            ? fixup(value as Record<string, unknown>)
            : value,
        )
    : generated;
  const rawBody =
    endpoint.body && !endpoint.multipart
      ? fc.oneof(
          { weight: 12, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
        )
      : fc.constant(undefined);
  return fc.record({ params, query, queryTail, body, rawBody });
}

/** A string with lone surrogates replaced by U+FFFD, as a UTF-8 encoder sends it. */
function wellFormed(value: string): string {
  return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** Percent-encodes a path segment; a lone surrogate (which encodeURIComponent refuses) as U+FFFD. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(wellFormed(value));
  }
}

function scalarText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    const text = scalarText(query);
    return text === undefined ? '' : `q=${encodeSegment(text)}`;
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) {
        const text = scalarText(item);
        if (text !== undefined) search.append(`${key}[]`, wellFormed(text));
      }
    } else {
      const text = scalarText(value);
      if (text !== undefined) search.append(key, wellFormed(text));
    }
  }
  return search.toString();
}

interface BuiltRequest {
  method: string;
  url: string;
  json: unknown;
  form: FormData | undefined;
  rawBody: string | undefined;
  /** What the server's validation sees, when the request went out exactly as generated. */
  seen: { params: Record<string, string>; query: string; body: unknown } | undefined;
}

function formOf(body: unknown): { form: FormData; seen: Record<string, unknown> } {
  const form = new FormData();
  const entries: [string, string | File][] = [];
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      const items = Array.isArray(value)
        ? value.map((v) => [`${key}[]`, v] as const)
        : [[key, value] as const];
      for (const [name, item] of items) {
        if (item === undefined || item === null) continue;
        if (isFileSpec(item)) entries.push([name, new File([item.bytes], item.name, { type: item.type })]);
        else entries.push([name, wellFormed(scalarText(item) ?? '')]);
      }
    }
  } else if (body !== undefined) {
    entries.push(['garbage', wellFormed(scalarText(body) ?? '')]);
  }
  const grouped = new Map<string, (string | File)[]>();
  for (const [name, value] of entries) {
    form.append(name, value);
    grouped.set(name, [...(grouped.get(name) ?? []), value]);
  }
  // What the router builds from the parsed form: repeated keys as arrays, `name[]` as `name`.
  const seen: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, values] of grouped) {
    const value = values.length > 1 ? values : values[0];
    if (name === '_token') continue;
    seen[name.endsWith('[]') ? name.slice(0, -2) : name] =
      name.endsWith('[]') && !Array.isArray(value) ? [value] : value;
  }
  return { form, seen };
}

export function buildRequest(endpoint: EndpointDefinition, fuzz: FuzzCase): BuiltRequest {
  let exact = true;
  const seenParams: Record<string, string> = {};
  const path = endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const param = fuzz.params[name] ?? { value: 'x', raw: false };
    const text = scalarText(param.value) ?? '';
    if (param.raw || text !== wellFormed(text) || text === '') exact = false;
    seenParams[name] = text;
    // An empty segment would route elsewhere: send a space instead (still not an id).
    return param.raw ? text : encodeSegment(text === '' ? ' ' : text);
  });
  const qs = queryString(fuzz.query);
  if (fuzz.queryTail !== '') exact = false;
  const search = `${qs}${fuzz.queryTail}`.replace(/^&/, '');
  const url = search ? `${path}?${search}` : path;
  let json: unknown;
  let form: FormData | undefined;
  let body: unknown;
  if (endpoint.multipart) {
    const built = formOf(fuzz.body);
    form = built.form;
    body = built.seen;
  } else if (fuzz.rawBody !== undefined) {
    exact = false;
  } else if (fuzz.body !== undefined) {
    json = fuzz.body;
    // JSON.stringify escapes lone surrogates, so the server parses back exactly this.
    const text = JSON.stringify(fuzz.body);
    body = text === undefined ? {} : (JSON.parse(text) as unknown);
  } else body = {};
  return {
    method: endpoint.method,
    url,
    json,
    form,
    rawBody: fuzz.rawBody,
    seen: exact ? { params: seenParams, query: qs, body } : undefined,
  };
}

/** Unwraps optional/default/nullable wrappers to tell whether a query field is an array (as the router does). */
function isArraySchema(schema: z.ZodType | undefined): boolean {
  let current: unknown = schema;
  for (let depth = 0; depth < 5 && current; depth++) {
    const def = (current as { _zod?: { def?: { type?: string; innerType?: unknown } } })._zod?.def;
    if (!def) return false;
    if (def.type === 'array') return true;
    current = def.innerType;
  }
  return false;
}

/** Whether the contract refuses the request's input (true), accepts it (false), or cannot tell (undefined). */
export function contractRefuses(endpoint: EndpointDefinition, request: BuiltRequest): boolean | undefined {
  const seen = request.seen;
  if (!seen) return undefined;
  if (endpoint.params && !endpoint.params.safeParse(seen.params).success) return true;
  if (endpoint.query) {
    const raw: Record<string, unknown> = parseQuery(new URLSearchParams(seen.query));
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value === 'string' && isArraySchema(endpoint.query.shape[key] as z.ZodType | undefined))
        raw[key] = [value];
    }
    if (!endpoint.query.safeParse(raw).success) return true;
  }
  if (endpoint.body && !endpoint.body.safeParse(seen.body).success) return true;
  return false;
}

/**
 * Sends the request; once more if the connection was reset before an answer (a kept-alive socket the
 * server had just closed, under load): a server that crashed or hung would fail the second time too.
 */
export async function send(client: TestClient, request: BuiltRequest): Promise<TestResponse> {
  try {
    return await sendOnce(client, request);
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
    retries.count++;
    return sendOnce(client, request);
  }
}

/** Requests sent twice because the connection was reset (reported with the figures). */
export const retries = { count: 0 };

async function sendOnce(client: TestClient, request: BuiltRequest): Promise<TestResponse> {
  if (request.rawBody !== undefined) {
    // Not JSON at all: sent by hand with the client's cookies and CSRF token.
    if (!client.cookies.has('XSRF-TOKEN')) await client.csrf();
    const response = await fetch(client.baseUrl + request.url, {
      method: request.method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? ''),
        Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: request.method === 'GET' ? undefined : request.rawBody,
      redirect: 'manual',
    });
    const text = await response.text();
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text);
    return { status: response.status, body, headers: response.headers };
  }
  return client.request(request.method, request.url, {
    ...(request.form ? { form: request.form } : {}),
    ...(request.json !== undefined ? { json: request.json } : {}),
  });
}

/** Tables whose rows change on refused requests by design, and so are not watched. */
const VOLATILE_TABLES = new Set([
  'sessions', // every request touches its session
  'rate_limits', // failed sign-ins, wrong codes and uploads are counted on purpose
  // A direct upload reserves its size while its file is checked and stored, and releases it when the
  // request ends, refused or not (issue 41; upload-quota.test.ts checks that nothing stays reserved).
  'storage_reservations',
  'schema_migrations',
  'fuzz_writes',
]);
/** Tables whose updates count refused attempts on purpose (a wrong code uses up one of its tries). */
const UPDATES_EXPECTED = new Set(['verification_codes']);

/**
 * A write journal: a row trigger on every table counts the rows each statement inserted, deleted or
 * really changed (`OLD IS DISTINCT FROM NEW`), per table, in `fuzz_writes`. The counts live in the
 * writing transaction, so a write rolled back is no write. Reading them costs one tiny query, where
 * a checksum of every table costs ~100 ms a request.
 */
export class WriteJournal {
  constructor(private readonly db: Kysely<Database>) {}

  async install(): Promise<void> {
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(this.db);
    const statements = [
      'CREATE TABLE fuzz_writes (t text PRIMARY KEY, n bigint NOT NULL)',
      `CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO fuzz_writes (t, n) VALUES (TG_TABLE_NAME, 1)
         ON CONFLICT (t) DO UPDATE SET n = fuzz_writes.n + 1;
         RETURN NULL;
       END $$`,
    ];
    for (const { table_name: table } of tables.rows) {
      if (VOLATILE_TABLES.has(table)) continue;
      const name = `"${table.replaceAll('"', '""')}"`;
      statements.push(
        `CREATE TRIGGER fuzz_write AFTER INSERT OR DELETE ON ${name} FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`,
      );
      if (!UPDATES_EXPECTED.has(table))
        statements.push(
          `CREATE TRIGGER fuzz_update AFTER UPDATE ON ${name} FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION fuzz_count_write()`,
        );
    }
    for (const statement of statements) await sql.raw(statement).execute(this.db);
  }

  async take(): Promise<Map<string, number>> {
    const result = await sql<{ t: string; n: number }>`SELECT t, n FROM fuzz_writes`.execute(this.db);
    return new Map(result.rows.map((row) => [row.t, Number(row.n)]));
  }
}

/** The tables written between two journal readings. */
export function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([table, n]) => before.get(table) !== n).map(([table]) => table);
}

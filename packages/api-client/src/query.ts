// Query strings, shared by the client (building) and the server (parsing) so both sides agree.
// Arrays use the bracket form the Laravel backend reads: `language[]=1&language[]=3`.

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Builds `?a=1&b[]=x&b[]=y`; undefined and null are dropped, an empty result gives ''. */
export function buildQuery(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null) search.append(`${key}[]`, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Reads a query string back into an object: `b[]` keys become arrays, a repeated plain key keeps its last value. */
export function parseQuery(search: URLSearchParams | string): Record<string, string | string[]> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const existing = result[name];
      result[name] = Array.isArray(existing) ? [...existing, value] : [value];
    } else {
      result[key] = value;
    }
  }
  return result;
}

/** Fills `:name` segments from params, percent-encoding each value. */
export function buildPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * The key of a read (SWR's in the browser, the server's for the reads it makes of itself): its path and
 * query as sent, query keys sorted so equal inputs give equal keys.
 */
export function keyFor(path: string, input?: { params?: object; query?: object }): string {
  const query = input?.query
    ? Object.fromEntries(Object.entries(input.query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : undefined;
  return `${buildPath(path, input?.params as Record<string, unknown> | undefined)}${buildQuery(query)}`;
}

// A small cookie jar for callers outside a browser (Node tests, SSR), where fetch keeps no cookies.
// The API is one host, so cookies are kept by name only: no domain or path matching.

export class CookieJar {
  readonly #cookies = new Map<string, { value: string; expires: number }>();

  /** Reads the `Set-Cookie` headers of an answer. */
  store(headers: Headers): void {
    const lines = typeof headers.getSetCookie === 'function' ? headers.getSetCookie() : [];
    for (const line of lines) this.setFromHeader(line);
  }

  /** Applies one `Set-Cookie` line: `name=value; Max-Age=...; Expires=...`. */
  setFromHeader(line: string): void {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    if (separator <= 0) return;
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    let expires = Number.POSITIVE_INFINITY;
    for (const attribute of attributes) {
      const [key = '', raw = ''] = attribute.split('=');
      const lower = key.trim().toLowerCase();
      if (lower === 'max-age') expires = Date.now() + Number(raw.trim()) * 1000;
      else if (lower === 'expires' && expires === Number.POSITIVE_INFINITY) expires = Date.parse(raw.trim());
    }
    if (!(expires > Date.now()) || value === '') this.#cookies.delete(name);
    else this.#cookies.set(name, { value, expires });
  }

  /** A jar holding the cookies of a `Cookie` request header (SSR: forward the visitor's session). */
  static fromCookieHeader(header: string | null | undefined): CookieJar {
    const jar = new CookieJar();
    for (const part of (header ?? '').split(';')) {
      const separator = part.indexOf('=');
      if (separator > 0) jar.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
    }
    return jar;
  }

  /** Sets a cookie directly, e.g. one forwarded from an incoming SSR request. */
  set(name: string, value: string): void {
    this.#cookies.set(name, { value, expires: Number.POSITIVE_INFINITY });
  }

  /** The raw (still encoded) value of a live cookie. */
  get(name: string): string | undefined {
    const cookie = this.#cookies.get(name);
    if (!cookie) return undefined;
    if (cookie.expires <= Date.now()) {
      this.#cookies.delete(name);
      return undefined;
    }
    return cookie.value;
  }

  delete(name: string): void {
    this.#cookies.delete(name);
  }

  clear(): void {
    this.#cookies.clear();
  }

  /** The `Cookie` request header, or '' when empty. */
  header(): string {
    const parts: string[] = [];
    for (const name of this.#cookies.keys()) {
      const value = this.get(name);
      if (value !== undefined) parts.push(`${name}=${value}`);
    }
    return parts.join('; ');
  }
}

/** Reads a cookie from `document.cookie` when there is a document. */
export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** Cookie values are URL-encoded by the server (Laravel encodes the XSRF token). */
export function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

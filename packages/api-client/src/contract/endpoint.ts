import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call.
 * - public: anyone; user: a signed-in session; verified: signed in with a verified email;
 * - seller: an author, a voiceover artist or (issue 43) a partner; author: author_account; voiceover:
 *   voiceover_artist_account.
 * - operator (an extension, issue 28): a person who runs the store (users.is_operator, granted on the
 *   server's command line), for the back office's calls under /api/admin.
 * The three seller levels and `operator` also need the mailed security check (see `securityCheck`).
 */
export type AuthLevel = 'public' | 'user' | 'verified' | 'seller' | 'author' | 'voiceover' | 'operator';

export interface EndpointDefinition {
  method: HttpMethod;
  /** Express-style path: `/api/public/books/:uid`. */
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The body is sent as multipart/form-data (file uploads). */
  multipart?: boolean;
  /**
   * A GET that changes state (cart quantities, publishing, calls that send mail, the CSRF cookie):
   * not a read, so clients must not cache, prefetch or revalidate it.
   */
  mutates?: boolean;
  response: z.ZodType;
  /**
   * A public read that adds the signed-in viewer's own fields to what everyone sees (a book's reviews
   * with the viewer's votes): shared caches keep only the signed-out answer.
   */
  personal?: true;
  /** Success status; 200 unless stated (204 answers have no body). */
  status?: number;
  auth: AuthLevel;
  /**
   * Seller and operator calls (auth `seller`, `author`, `voiceover`, `operator`) need the session's
   * security-check mark (verify_2fa's session_id cookie), else 403. `false` only on the call that sets
   * the mark (which operators may make too, sellers or not).
   */
  securityCheck?: false;
  summary: string;
  /** Not in the spec's call list: added because a documented screen needs it. */
  extension?: boolean;
}

/** The seller levels. */
export const SELLER_LEVELS: readonly AuthLevel[] = ['seller', 'author', 'voiceover'];

/** Levels whose calls need the mailed security check (the 2-factor mark): the sellers' and the operators'. */
export const SECURITY_CHECK_LEVELS: readonly AuthLevel[] = [...SELLER_LEVELS, 'operator'];

/** Whether a call needs the security-check mark: every seller and operator call but the check itself. */
export const needsSecurityCheck = (definition: Pick<EndpointDefinition, 'auth' | 'securityCheck'>): boolean =>
  SECURITY_CHECK_LEVELS.includes(definition.auth) && definition.securityCheck !== false;

/** Declares one call. The `const` type parameter keeps method and path as literal types. */
export function endpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

/** Every answer: the payload under `data` and a human-readable `message`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string() });
}

/** A page of a listing. */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
    last_page: z.number().int().min(1),
  });
}

/** A paginated answer: `{ data: { items, page, per_page, total, last_page }, message }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return envelope(page(item));
}

/** An answer that carries only a message (`data` is null). */
export const messageOnly = envelope(z.null());

// Type helpers over one endpoint definition.
type Input<S> = S extends z.ZodType ? z.input<S> : never;
export type EndpointParams<E> = E extends { params: infer S } ? Input<S> : undefined;
export type EndpointQuery<E> = E extends { query: infer S } ? Input<S> : undefined;
export type EndpointBody<E> = E extends { body: infer S } ? Input<S> : undefined;
export type EndpointResponse<E> = E extends { response: infer S }
  ? S extends z.ZodType
    ? z.output<S>
    : never
  : never;
/** The `data` of the envelope. */
export type EndpointData<E> = EndpointResponse<E> extends { data: infer D } ? D : never;

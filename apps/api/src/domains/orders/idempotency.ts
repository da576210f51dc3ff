import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BadRequest, Invalid } from '../../domain/errors.ts';
import { deleteKeysBefore, lockKey, setKeyResource, type KeyRow } from './idempotency.queries.ts';

/** The request header (as Stripe and the IETF draft name it). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Answers that repeat an earlier request's outcome say so in this header. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key is remembered (the maintenance job purges older ones). */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

export type IdempotencyScope = KeyRow['scope'];

/** One request's key: who sent it, for which call, and a fingerprint of its inputs. */
export type IdempotencyKey = KeyRow;

/** JSON with sorted object keys, so equal inputs fingerprint alike whatever their order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * The request's Idempotency-Key (null when it sent none): 1-255 visible ASCII characters, else a 400.
 * `inputs` are what the call acts on (its validated body and query): a retry must send the same ones.
 */
export function idempotencyKeyOf(
  c: Context,
  userId: number,
  scope: IdempotencyScope,
  inputs: unknown,
): IdempotencyKey | null {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new BadRequest(`The ${IDEMPOTENCY_HEADER} header must be 1 to 255 visible ASCII characters.`);
  }
  const fingerprint = createHash('sha256').update(canonical(inputs)).digest('hex');
  return { userId, scope, key, fingerprint };
}

/** Thrown inside the transaction when the key already made its resource: the caller answers that one. */
export class IdempotentReplay extends Error {
  readonly resourceId: number;
  constructor(resourceId: number) {
    super('Idempotent replay');
    this.resourceId = resourceId;
  }
}

/**
 * First step of the transaction that makes the resource: takes the key's row lock (inserting the row
 * if new), so a concurrent request with the same key, on any process, waits here until this one
 * commits or rolls back. Throws IdempotentReplay when the key already made its resource, and a 422
 * when the key was used for a request with other inputs. No key: nothing to do.
 */
export async function claimIdempotencyKey(
  trx: Kysely<Database>,
  request: IdempotencyKey | null,
  now: Date,
): Promise<void> {
  if (!request) return;
  const row = await lockKey(trx, request, now);
  if (row.fingerprint !== request.fingerprint) {
    throw new Invalid(
      undefined,
      `This ${IDEMPOTENCY_HEADER} was already used for a different request; use a new key for a new request.`,
    );
  }
  if (row.resource_id !== null) throw new IdempotentReplay(Number(row.resource_id));
}

/** Last step of that transaction: the key now names what it made (committed with it, or not at all). */
export async function recordIdempotentResource(
  trx: Kysely<Database>,
  request: IdempotencyKey | null,
  resourceId: number,
): Promise<void> {
  if (!request) return;
  await setKeyResource(trx, request, resourceId);
}

/** Deletes keys past IDEMPOTENCY_RETENTION_HOURS; the number deleted. */
export async function purgeIdempotencyKeys(db: Kysely<Database>, now: Date): Promise<number> {
  return deleteKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_RETENTION_HOURS * 3_600_000));
}

/** The rows of Idempotency-Keys (domains/orders/idempotency.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A key as stored: who sent it, for which call, and a fingerprint of its inputs. */
export interface KeyRow {
  userId: number;
  scope: 'book_order' | 'vo_order' | 'withdrawal';
  key: string;
  fingerprint: string;
}

/**
 * The key's row, inserted if new and locked until the transaction ends: its fingerprint and the
 * resource it made (null until the transaction that made one commits).
 */
export async function lockKey(trx: Kysely<Database>, request: KeyRow, now: Date) {
  await trx
    .insertInto('idempotency_keys')
    .values({
      user_id: request.userId,
      scope: request.scope,
      key: request.key,
      fingerprint: request.fingerprint,
      resource_id: null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'scope', 'key']).doNothing())
    .execute();
  return trx
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'resource_id'])
    .where('user_id', '=', request.userId)
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Names the resource the key made. */
export async function setKeyResource(
  trx: Kysely<Database>,
  request: KeyRow,
  resourceId: number,
): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ resource_id: resourceId })
    .where('user_id', '=', request.userId)
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .execute();
}

/** Deletes the keys made before `before`; the number deleted. */
export async function deleteKeysBefore(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

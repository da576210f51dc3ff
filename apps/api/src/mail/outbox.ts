import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The newest `limit` messages of the outbox (to one address, case-insensitive, when `to` is given). */
export function recentMail(db: Kysely<Database>, to: string | undefined, limit: number) {
  let query = db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
  return query.execute();
}

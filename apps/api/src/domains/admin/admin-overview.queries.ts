/** The back office's first page (issue 28): queue sizes and today's figures. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function queueSizes(db: Kysely<Database>) {
  const row = await sql<{ pre: number; post: number; changes: number; voiceover: number; payouts: number }>`
    SELECT
      (SELECT count(*) FROM books WHERE review_kind = 'pre_publication') AS pre,
      (SELECT count(*) FROM books WHERE review_kind = 'post_publication') AS post,
      (SELECT count(*) FROM book_versions WHERE status = 'in_review' AND review_kind = 'pre_publication') AS changes,
      (SELECT count(*) FROM voiceover_artists WHERE status = 'in_review')
        + (SELECT count(*) FROM voiceover_profile_versions WHERE status = 'in_review') AS voiceover,
      (SELECT count(*) FROM withdrawals WHERE review_status = 'held') AS payouts`.execute(db);
  const first = row.rows[0];
  return {
    books_in_review: Number(first?.pre ?? 0),
    books_post_publication: Number(first?.post ?? 0),
    book_changes: Number(first?.changes ?? 0),
    voiceover_profiles: Number(first?.voiceover ?? 0),
    payouts_held: Number(first?.payouts ?? 0),
  };
}

/** Book orders paid since `since`, their totals per currency. */
export function paidOrdersSince(db: Kysely<Database>, since: Date) {
  return db
    .selectFrom('orders')
    .select([
      'currency_code',
      'currency_symbol',
      (eb) => eb.fn.countAll<number>().as('orders'),
      (eb) => eb.fn.sum<number>('total_amount').as('revenue'),
    ])
    .where('paid_at', '>=', since)
    .groupBy(['currency_code', 'currency_symbol'])
    .orderBy('currency_code')
    .execute();
}

/** Payments that failed since `since` (book and voiceover orders). */
export async function failedPaymentsSince(db: Kysely<Database>, since: Date): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'failed')
    .where('updated_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

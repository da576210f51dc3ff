/** The scheduled clean-up of sessions, one-time codes and demo mail that are of no further use. */
import type { AppDeps } from '../../context.ts';
import { sessionIdleMs } from '../../config.ts';

/** Codes are kept this long past their expiry (the per-address count looks back 15 minutes). */
const CODE_RETENTION_MS = 86_400_000;

export interface PurgeResult {
  sessions: number;
  codes: number;
  outbox: number;
}

/**
 * Deletes what has no further use: sessions past their expiry or idle limit, one-time codes a day past
 * their expiry, and (outside production, where the outbox exists) outbox messages older than
 * OUTBOX_RETENTION_DAYS. A scheduled job runs it (domains/jobs/handlers.ts); tests call it directly.
 */
export async function purgeExpired(deps: AppDeps, now: Date = deps.clock()): Promise<PurgeResult> {
  const idleBefore = new Date(now.getTime() - sessionIdleMs(deps.config));
  const sessions = await deps.db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
    .executeTakeFirst();
  const codes = await deps.db
    .deleteFrom('verification_codes')
    .where('expires_at', '<', new Date(now.getTime() - CODE_RETENTION_MS))
    .executeTakeFirst();
  let outbox = 0;
  if (!deps.config.production) {
    const result = await deps.db
      .deleteFrom('mail_outbox')
      .where('created_at', '<', new Date(now.getTime() - deps.config.outboxRetentionDays * 86_400_000))
      .executeTakeFirst();
    outbox = Number(result.numDeletedRows);
  }
  return { sessions: Number(sessions.numDeletedRows), codes: Number(codes.numDeletedRows), outbox };
}

import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { collectIssues, validationFailed, type FieldErrors } from '../../http/errors.ts';
import { devActor } from '../accounts/audit.ts';
import { MAX_REASON_LENGTH, pendingSubmissions, reviewArtist } from './voiceover-review.ts';

const ReviewBody = z
  .object({
    username: z.string().trim().min(1, 'Name the artist by username.'),
    decision: z.enum(['approve', 'reject'], 'The decision must be approve or reject.'),
    reason: z.string().trim().max(MAX_REASON_LENGTH).nullish(),
  })
  .strict();

/**
 * The operator's review of voiceover profiles for the demo and end-to-end tests, while the server holds
 * the embedded database (the `admin voiceover:review` command cannot open it then): GET lists the
 * profiles in review, POST `{ username, decision: "approve" | "reject", reason }` reviews one. Mounted
 * under /dev, so never in production. A review needs a signed-in user: the audit log names them, with
 * the source `dev` (a demo tool, not an operator's decision; issue 41).
 */
export function devVoiceoverRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/review', async (c) => {
    const rows = await pendingSubmissions(deps.db);
    return c.json({
      data: rows.map((r) => ({ ...r, submitted_at: r.submitted_at?.toISOString() ?? null })),
      message: `${rows.length} voiceover profile${rows.length === 1 ? '' : 's'} waiting for review.`,
    });
  });

  app.post('/review', async (c) => {
    const session = c.get('session');
    if (!session) return c.json({ message: 'Sign in first: the audit log names who reviewed.' }, 401);
    const parsed = ReviewBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      const errors: FieldErrors = {};
      collectIssues(parsed.error, errors, 'body');
      throw validationFailed(errors);
    }
    const { username, decision, reason } = parsed.data;
    const result = await reviewArtist(deps, devActor(session.user.id), username, decision, reason);
    return c.json({
      data: result,
      message:
        result.status === 'approved'
          ? `${result.username} is approved and listed in the voiceover directory.`
          : `${result.username} is rejected; the reason is on their profile.`,
    });
  });

  return app;
}

import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../context.ts';
import { invalid } from '../http/errors.ts';
import { recentMail } from '../mail/outbox.ts';
import { devVoiceoverRoutes } from '../domains/voiceover/dev.routes.ts';

const DAY_MS = 86_400_000;

/** `{ "advance_days": n }` moves the clock n days on; `{ "reset": true }` puts it back. */
const ClockBody = z.union([
  z.object({ advance_days: z.number().int().min(1).max(3650) }).strict(),
  z.object({ reset: z.literal(true) }).strict(),
]);

/**
 * A test-only clock for the whole process: `deps.clock` (sessions, codes, revenue holds, withdrawals,
 * statistics) runs `offsetDays` ahead of the clock the app was made with, so an end-to-end test can let
 * the revenue hold pass without waiting. Seller 2-factor checks (12 hours) lapse when it moves on.
 */
export function devClock(deps: AppDeps) {
  const base = deps.clock;
  let offsetDays = 0;
  const shifted = () => new Date(base().getTime() + offsetDays * DAY_MS);
  return {
    get offsetDays() {
      return offsetDays;
    },
    advance(days: number) {
      offsetDays += days;
      deps.clock = shifted;
    },
    reset() {
      offsetDays = 0;
      deps.clock = base;
    },
  };
}

/**
 * The developer mail outbox (/dev/mail as HTML, /dev/mail.json, newest first) and the test clock
 * (/dev/clock). Never in production: app.ts mounts them only with config.devTools.
 */
export function devRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const clock = devClock(deps);
  const clockAnswer = (message: string) => ({
    data: { now: deps.clock().toISOString(), offset_days: clock.offsetDays },
    message,
  });

  app.get('/clock', (c) => c.json(clockAnswer('The clock.')));

  app.post('/clock', async (c) => {
    const parsed = ClockBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      throw invalid(
        'advance_days',
        'Send { "advance_days": n } with a whole number of days from 1 to 3650, or { "reset": true }.',
      );
    }
    if ('reset' in parsed.data) {
      clock.reset();
      return c.json(clockAnswer('The clock is back to the real time.'));
    }
    clock.advance(parsed.data.advance_days);
    return c.json(clockAnswer(`The clock moved ${parsed.data.advance_days} days on.`));
  });

  const recent = (to: string | undefined, limit: number) => recentMail(deps.db, to, limit);

  app.get('/mail.json', async (c) => {
    const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 50) || 50, 1), 500);
    const rows = await recent(c.req.query('to'), limit);
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        purpose: row.purpose,
        code: row.code,
        text: row.text_body,
        html: row.html_body,
        sent_at: row.sent_at?.toISOString() ?? null,
        error: row.error,
        created_at: row.created_at.toISOString(),
      })),
    });
  });

  app.get('/mail', async (c) => {
    const rows = await recent(c.req.query('to'), 100);
    const items = rows.map(
      (row) =>
        html`<article>
          <h2>${row.subject}</h2>
          <p class="meta">
            To ${row.to_address} ·
            ${row.created_at.toISOString()}${row.code ? html` · code <strong class="code">${row.code}</strong>` : ''}
          </p>
          <details>
            <summary>Message</summary>
            <iframe title="Message to ${row.to_address}" sandbox="" srcdoc="${row.html_body}"></iframe>
          </details>
        </article>`,
    );
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>Mail outbox</title>
            <style>
              ${raw(`body{font-family:system-ui,sans-serif;max-width:860px;margin:0 auto;padding:24px;color:#1f2937}
            article{border:1px solid #d1d5db;border-radius:8px;padding:12px 16px;margin:12px 0}
            h2{font-size:16px;margin:0 0 4px}.meta{color:#4b5563;margin:0 0 8px}.code{font-size:18px;letter-spacing:3px}
            iframe{width:100%;height:320px;border:0;background:#fff}`)}
            </style>
          </head>
          <body>
            <h1>Mail outbox</h1>
            <p>
              ${rows.length === 0 ? 'No messages yet.' : `${rows.length} most recent messages, newest first.`}
            </p>
            ${items}
          </body>
        </html>`,
    );
  });

  // The operator's review of voiceover profiles while the server holds the database (issue 14).
  app.route('/voiceover', devVoiceoverRoutes(deps));

  return app;
}

import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { AppDeps, AppEnv } from '../context.ts';
import { recentMail } from '../queries/mail.ts';

/** The developer mail outbox: /dev/mail (HTML) and /dev/mail.json, newest first. Never in production. */
export function devRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

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

  return app;
}

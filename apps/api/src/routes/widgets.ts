import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** loader.js and the widgets' entry modules keep their names across releases: partners see a new one soon. */
const SHORT_CACHE = 'public, max-age=300';
/** Shared chunks are named by their content (`chunk-<hash>.js`): a new build is a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /^\/widgets\/cdn\/chunk-[A-Za-z0-9_-]{6,}\.js$/;

/**
 * The partner-site widgets (packages/widgets/dist), where their README tells partners to load them:
 * `/widgets/loader.js` and the ES modules under `/widgets/cdn/`. Any origin may load them (`*`, never
 * with credentials) under its own strict CSP (Cross-Origin-Resource-Policy: cross-origin); a missing
 * file is a JSON 404, never the store's page.
 */
export function widgetRoutes(widgetsDir: string | undefined): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const available = widgetsDir !== undefined && existsSync(widgetsDir);

  app.use('*', async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Access-Control-Allow-Origin', '*');
    headers.delete('Access-Control-Allow-Credentials');
    headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    if (c.res.status === 200 || c.res.status === 206 || c.res.status === 304) {
      headers.set('Cache-Control', HASHED.test(c.req.path) ? IMMUTABLE : SHORT_CACHE);
    } else {
      headers.set('Cache-Control', 'no-store');
    }
  });

  const files = ['/loader.js', '/cdn/:file{[A-Za-z0-9_.-]+\\.js}'];
  if (available) {
    const serve = serveStatic<AppEnv>({
      root: widgetsDir,
      rewriteRequestPath: (p) => p.replace(/^\/widgets/, ''),
    });
    for (const file of files) app.get(file, serve);
  }
  app.all('*', (c) =>
    c.json(
      {
        message: available
          ? 'Not Found'
          : 'The widgets are not built (pnpm --filter @bookstore/widgets build).',
      },
      404,
    ),
  );
  return app;
}

import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import type { FileSigner } from '../../files.ts';
import { servePrivate } from './serve.ts';
import { checkKey } from '../../media/store.ts';

/** GET /api/files/{token}: the private file a signed, unexpired link names (FileSigner). */
export function fileRoutes(deps: AppDeps, signer: FileSigner): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:token', async (c, next) => {
    const relativePath = signer.verify(
      c.req.param('token'),
      c.req.query('expires'),
      c.req.query('signature'),
      deps.clock(),
    );
    if (!relativePath) return c.json({ message: 'This link is invalid or has expired.' }, 403);
    try {
      checkKey(relativePath);
    } catch {
      return c.json({ message: 'This link is invalid or has expired.' }, 403);
    }
    return servePrivate(c, next, deps.media, relativePath);
  });
  return app;
}

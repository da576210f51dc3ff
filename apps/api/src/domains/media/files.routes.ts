import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import type { FileSigner } from '../../files.ts';
import { servePrivate } from './serve.ts';
import { checkKey } from '../../media/store.ts';
import { rightHolds } from './file-rights.queries.ts';

const INVALID = 'This link is invalid or has expired.';

/**
 * GET /api/files/{token}: the private file a signed, unexpired link names (FileSigner), while the right
 * it was given under still holds (a refund, a suspension or a lost operator role ends it at once: one
 * query by primary key, file-rights.queries.ts).
 */
export function fileRoutes(deps: AppDeps, signer: FileSigner): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:token', async (c, next) => {
    const signed = signer.verify(c.req.param('token'), c.req.query(), deps.clock());
    if (!signed) return c.json({ message: INVALID }, 403);
    try {
      checkKey(signed.relativePath);
    } catch {
      return c.json({ message: INVALID }, 403);
    }
    const kind = signed.grant[0] as 'l' | 'b' | 'o' | 'j';
    if (!(await rightHolds(deps.db, kind, Number(signed.grant.slice(1))))) {
      c.header('Cache-Control', 'no-store');
      return c.json({ message: 'You no longer have access to this file.' }, 403);
    }
    return servePrivate(c, next, deps.media, signed.relativePath);
  });
  return app;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/**
 * Issue 43 under `pnpm dev`: the store's pages come from Vite's dev server, which forwards only the
 * API's paths, so a partner's `?ref=` link would record nothing there. This middleware asks the API for
 * the same address first (its attribution middleware records the click and answers the signed
 * cookie whatever it serves), passes the cookie on to the page's answer, and lets Vite serve the page.
 * Only pages (a GET asking for HTML) with a `ref` in the query; never the API's own paths.
 */
export function partnerClicksMiddleware(apiTarget: string, apiPaths: readonly string[]) {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> => {
    const url = request.url ?? '';
    const page =
      request.method === 'GET' &&
      /[?&]ref=/.test(url) &&
      (request.headers.accept ?? '').includes('text/html') &&
      !apiPaths.some((path) => url === path || url.startsWith(`${path}/`) || url.startsWith(`${path}?`));
    if (page) {
      try {
        const answer = await fetch(new URL(url, apiTarget), {
          headers: {
            accept: 'text/html',
            'user-agent': request.headers['user-agent'] ?? '',
            ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          },
          redirect: 'manual',
        });
        await answer.body?.cancel();
        const cookies = answer.headers.getSetCookie();
        if (cookies.length > 0) response.appendHeader('Set-Cookie', cookies);
      } catch {
        // The API is not up yet: the page is served without the click, as the store would without it.
      }
    }
    next();
  };
}

/** The dev server's plugin around `partnerClicksMiddleware`. */
export function partnerClicksInDev(apiTarget: string, apiPaths: readonly string[]): Plugin {
  return {
    name: 'bookstore:partner-clicks-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(partnerClicksMiddleware(apiTarget, apiPaths));
    },
  };
}

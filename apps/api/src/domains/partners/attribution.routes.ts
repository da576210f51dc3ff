/**
 * The HTTP edge of attribution (issue 43): a GET of a store page (not the API, media or widget files)
 * with `?ref=CODE` records the click and sets the first-party cookie; checkout reads it back.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../../context.ts';
import { clientIp } from '../../http/client-ip.ts';
import { logger } from '../../log.ts';
import { recordClick, signAttribution, verifyAttribution, type Attribution } from './attribution.ts';
import { ATTRIBUTION_COOKIE } from './partner-rules.ts';

/** Paths that are never a store page: a ref there records nothing. */
const NOT_PAGES = ['/api/', '/user/', '/sanctum/', '/dev/', '/pay/', '/media/', '/widgets/', '/assets/'];

/** Records a partner's click on a store page asked for with `?ref=` and sets the attribution cookie. */
export function partnerAttribution(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (
      c.req.method !== 'GET' ||
      !c.req.url.includes('ref=') ||
      NOT_PAGES.some((prefix) => path.startsWith(prefix))
    ) {
      return next();
    }
    const code = c.req.query('ref');
    let attribution: Attribution | null = null;
    if (code) {
      try {
        attribution = await recordClick(deps, {
          code,
          source: c.req.query('ref_src'),
          widget: c.req.query('ref_widget'),
          path,
          ip: clientIp(c, deps.config.trustProxy),
          userAgent: c.req.header('user-agent') ?? '',
        });
      } catch (error) {
        // The page matters more than the click: it is served whatever happened here.
        logger.warn({ err: error }, 'A partner click was not recorded');
      }
    }
    await next();
    if (!attribution) return;
    setCookie(c, ATTRIBUTION_COOKIE, signAttribution(deps, attribution), {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: deps.config.secureCookies,
      maxAge: deps.config.partnerAttributionDays * 86_400,
    });
    // An answer that sets a visitor's cookie is theirs alone: no shared cache keeps it.
    c.header('Cache-Control', 'private, no-store');
  };
}

/** The attribution the request's cookie carries (signature checked; the window is checked at use). */
export function attributionOf(c: Context<AppEnv>, deps: AppDeps): Attribution | null {
  return verifyAttribution(deps, getCookie(c, ATTRIBUTION_COOKIE));
}

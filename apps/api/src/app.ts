import type pg from 'pg';
import { publicCaches } from './lib/public-caches.ts';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { matchStoreRoute } from '@bookstore/api-client/store-routes';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Kysely } from 'kysely';
import { csrfMiddleware, sessionMiddleware, XSRF_HEADER } from './http/session.ts';
import type { Config } from './config.ts';
import type { AppDeps, AppEnv } from './context.ts';
import type { Database } from './db/schema.ts';
import { checkShapes } from './db/shapes.ts';
import { registerRoutes } from './http/contract-router.ts';
import { FileSigner } from './files.ts';
import { fileRoutes } from './domains/media/files.routes.ts';
import { bodyLimits } from './http/body-limits.ts';
import { UPLOAD_PARTS_PATH, uploadPartRoutes } from './domains/uploads/uploads.routes.ts';
import { toHttpError, unstorableValue } from './http/errors.ts';
import { localOnly } from './http/local-only.ts';
import { Throttle, type ThrottleStore } from './lib/throttle.ts';
import { limitsWith, type Limits } from './lib/throttling.ts';
import type { Mailer } from './mail/mailer.ts';
import { createMediaStore } from './media/create.ts';
import { MediaFiles } from './media/files.ts';
import { publicMedia } from './domains/media/serve.ts';
import { signedLinkOrigin } from './media/settings.ts';
import type { MediaStore } from './media/store.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { devRoutes } from './routes/dev.ts';
import { paymentProviderFor, type PaymentProvider } from './payments/index.ts';
import { payRoutes } from './domains/payments/pay.routes.ts';
import { providerRoutes } from './domains/payments/payment-provider.routes.ts';
import { contractRoutes } from './routes/index.ts';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from './db/health.ts';
import { mutatingGetPaths, refuseCrossSite } from './http/origin.ts';
import { securityHeaders } from './security-headers.ts';
import { dependencyChecks, healthRoutes, mediaCheck, type ReadinessCheck } from './routes/health.ts';
import { logger as processLogger, type Logger } from './log.ts';
import { IN_PROCESS_READ, REQUEST_ID_HEADER, requestLog } from './http/request-log.ts';
import { seoPages, seoRoutes, shellPageMissing, unknownPage } from './routes/seo.ts';
import { widgetRoutes } from './routes/widgets.ts';
import { partnerAttribution } from './domains/partners/attribution.routes.ts';

export interface CreateAppOptions {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  clock?: () => Date;
  /** The built store (apps/store/dist) to serve with history fallback, when it exists. */
  storeDir?: string | undefined;
  /** The built partner widgets (packages/widgets/dist), served under /widgets/. */
  widgetsDir?: string | undefined;
  /** Origins allowed to call with credentials from another origin (a store dev server). */
  corsOrigins?: readonly string[];
  /** The payment provider; default: the one the config names (tests pass one pointed at a stand-in). */
  payments?: PaymentProvider | null;
  /** Where throttling counters live (default: memory; see createThrottleStore). */
  throttleStore?: ThrottleStore;
  /** More dependencies for /readyz beyond the database and Redis (object storage). */
  readinessChecks?: readonly ReadinessCheck[];
  /** Throttling limits replacing the defaults (tests use small ones). */
  limits?: Partial<Limits>;
  /** Where media is kept (default: the one the config names; the server shares its seed's). */
  mediaStore?: MediaStore;
  /** Where request lines and errors are logged (default: the process's logger; tests read their own). */
  logger?: Logger;
  /**
   * The PostgreSQL server's pool: a web process listens there for other processes' moderation changes
   * and empties its public caches at once (lib/public-caches.ts). Absent on PGlite (one process).
   */
  pool?: pg.Pool | undefined;
}

export interface App {
  app: Hono<AppEnv>;
  deps: AppDeps;
}

const API_PREFIXES = ['/api/', '/user/', '/sanctum/', '/dev/', '/pay/', '/media/', '/widgets/'];
/** Paths that may read the session; static files and health checks never touch the database. */
const SESSION_PREFIXES = ['/api/', '/user/', '/sanctum/', '/dev/', '/pay/'];
/** The back office's pages (any case, as the store routes them): a 404 for a signed-in non-operator. */
const BACK_OFFICE_PAGE = /^\/admin(?:\/|$)/i;

export function createApp(options: CreateAppOptions): App {
  const { config } = options;
  const store = options.mediaStore ?? createMediaStore(config);
  // Uploads stream to temp files first: beside the media on the local driver (storing is a rename),
  // under DATA_DIR on a bucket (they are removed once stored).
  const media = new MediaFiles(
    store,
    store.driver === 'local' ? undefined : path.join(config.dataDir, 'uploads'),
  );
  if (store.driver === 'local') mkdirSync(media.root, { recursive: true });
  const deps: AppDeps = {
    db: options.db,
    config,
    mailer: options.mailer,
    payments: options.payments === undefined ? paymentProviderFor(config) : options.payments,
    media,
    files: new FileSigner(config.appSecret),
    clock: options.clock ?? (() => new Date()),
    throttle: new Throttle(options.throttleStore ?? { kind: 'memory' }, limitsWith(options.limits)),
    publicCaches: publicCaches(options.pool !== undefined),
  };
  // A worker serves no public reads: only web processes listen. Failures are retried (and logged) there.
  if (options.pool && config.apiRole !== 'worker') void deps.publicCaches?.listen(options.pool);

  // Outside production every cached query shape is compared with the query built afresh (db/shapes.ts).
  checkShapes(options.db, config.nodeEnv !== 'production');

  const app = new Hono<AppEnv>();
  const logger = options.logger ?? processLogger;

  app.onError((error, c) => {
    const answer = toHttpError(error);
    if (answer) {
      for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
      return c.json(
        { message: answer.message, ...(answer.errors ? { errors: answer.errors } : {}) },
        answer.status as 400,
      );
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error }, 'Database unavailable');
      c.header('Retry-After', '5');
      return c.json({ message: SERVICE_UNAVAILABLE }, 503);
    }
    const unstorable = unstorableValue(error);
    if (unstorable) {
      logger.warn({ err: error }, 'Refused a value the database cannot store');
      return c.json({ message: unstorable.message }, 422);
    }
    logger.error({ err: error }, 'Unhandled error');
    return c.json({ message: 'Server Error' }, 500);
  });

  // First, so that its id and its timing cover everything after it (a 5xx body gets the id there).
  app.use('*', requestLog(logger, config.trustProxy));

  app.use(
    '*',
    securityHeaders({
      publicUrl: config.publicUrl,
      mediaBaseUrl: config.mediaBaseUrl,
      fileOrigin: signedLinkOrigin(config.mediaStore),
      storeUrl: config.storeUrl,
      storeDir: options.storeDir,
    }),
  );

  if (options.corsOrigins && options.corsOrigins.length > 0) {
    const allowed = new Set(options.corsOrigins);
    app.use(
      '*',
      cors({
        origin: (origin) => (allowed.has(origin) ? origin : null),
        credentials: true,
        allowHeaders: ['Content-Type', 'Accept', XSRF_HEADER, 'X-Requested-With', 'Idempotency-Key'],
        exposeHeaders: [XSRF_HEADER, 'Idempotent-Replayed', REQUEST_ID_HEADER, 'ETag'],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      }),
    );
  }

  // Bodies are bounded before anything reads them: 1 MB, or an upload call's own limit (contract router).
  app.use('*', bodyLimits());

  // Catalogue reads and media are public: widgets on partner pages may read them from any origin
  // (without credentials; credentialed origins are only those in corsOrigins).
  // A credentialed origin keeps its own answer (its origin, with credentials); any other gets `*`,
  // never together with credentials.
  for (const publicPath of ['/api/public/*', '/media/*', '/openapi.json']) {
    app.use(publicPath, async (c, next) => {
      await next();
      if (!c.res.headers.has('Access-Control-Allow-Origin')) {
        c.res.headers.set('Access-Control-Allow-Origin', '*');
        c.res.headers.delete('Access-Control-Allow-Credentials');
      }
    });
  }

  // Process and database checks for the load balancer; before the session, so they read nothing else.
  const bucketCheck = mediaCheck(store);
  app.route(
    '/',
    healthRoutes(
      dependencyChecks(deps.db, options.throttleStore, [
        ...(bucketCheck ? [bucketCheck] : []),
        ...(options.readinessChecks ?? []),
      ]),
    ),
  );
  app.route('/widgets', widgetRoutes(options.widgetsDir));

  // Before the session and CSRF checks: the provider's calls carry a signature, not cookies.
  if (deps.payments) app.route('/', providerRoutes(deps, deps.payments));
  // The local driver's upload part URLs, signed like a bucket's presigned ones (no cookies either).
  app.route(UPLOAD_PARTS_PATH, uploadPartRoutes(deps));

  app.use(
    '*',
    sessionMiddleware(
      deps,
      (p) => SESSION_PREFIXES.some((prefix) => p.startsWith(prefix)) || BACK_OFFICE_PAGE.test(p),
    ),
  );
  app.use('*', csrfMiddleware(deps));
  // GETs that change state carry no CSRF token: refused when another site's page sends them.
  for (const mutating of mutatingGetPaths) app.use(mutating, refuseCrossSite(deps, options.corsOrigins));

  // Issue 43: a store page asked for with a partner's `?ref=` records the click and sets the cookie.
  app.use('*', partnerAttribution(deps));

  registerRoutes(app, contractRoutes(deps), deps);

  let openapi: unknown;
  app.get('/openapi.json', (c) => c.json((openapi ??= buildOpenApiDocument(config.publicUrl || '/'))));

  if (config.devTools) {
    // Loopback only, unless DEV_TOOLS_NETWORK=true (the server warns at start).
    app.use('/dev/*', localOnly(config.trustProxy, config.devToolsNetwork));
    app.use('/dev', localOnly(config.trustProxy, config.devToolsNetwork));
    app.route('/dev', devRoutes(deps));
  }

  // Under /api so every proxy that forwards the API (the store's dev server) forwards the files too.
  app.route('/api/files', fileRoutes(deps, deps.files));
  // The demo's test payments: only when PAYMENT_PROVIDER=test (the default outside production).
  if (config.paymentProvider === 'test') app.route('/pay', payRoutes(deps));

  // Uploaded and generated files, from the media store; a CDN can front this path (MEDIA_BASE_URL).
  // Sold files are not here.
  app.use('/media/*', publicMedia(media));

  const storeDir = options.storeDir;
  if (storeDir && existsSync(path.join(storeDir, 'index.html'))) {
    const inProcessRead = (key: string) => app.request(key, undefined, IN_PROCESS_READ);
    // Shareable and findable (routes/seo.ts): robots.txt, the sitemaps, and public pages sent with
    // their title, description, canonical link, preview tags and JSON-LD in the HTML.
    app.route('/', seoRoutes(deps, storeDir));
    // The store's server build (dist/server) is for this process to load, not for browsers.
    app.use('/server/*', async (c) => c.json({ message: 'Not Found' }, 404));
    // Browsers ask for /favicon.ico on pages that name no icon (the payment page, the mail outbox, a
    // file's error): the store's one icon answers them instead of a 404 in their console.
    app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
    app.use('*', seoPages(deps, storeDir, inProcessRead));
    // The store's build writes .br and .gz beside its files; they go to browsers that accept them.
    app.use('*', serveStatic({ root: storeDir, precompressed: true }));
    // History fallback: a page path of the store is its client-side route; any other path gets the
    // store's Not Found page with a 404.
    const unknown = unknownPage(storeDir);
    const missing = shellPageMissing(deps, inProcessRead);
    app.get('*', async (c, next) => {
      if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
      if (!matchStoreRoute(c.req.path) || (await missing(c))) return unknown(c, next);
      return serveStatic({ root: storeDir, path: 'index.html' })(c, next);
    });
  }

  app.notFound((c) => c.json({ message: 'Not Found' }, 404));

  return { app, deps };
}

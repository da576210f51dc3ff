import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Kysely } from 'kysely';
import { createApp } from './app.ts';
import { startRole } from './roles.ts';
import { afterAnswerSettled } from './lib/after-answer.ts';
import { appRoot, checkConfig, listenUrl, loadConfig, type Config } from './config.ts';
import { createDatabase, vacuumAnalyze } from './db/index.ts';
import { migrateAsOwner } from './db/app-role.ts';
import type { Database } from './db/schema.ts';
import { createThrottleStore } from './lib/throttle.ts';
import { absoluteOrigin } from './lib/links.ts';
import { createMailer } from './mail/mailer.ts';
import { logger } from './log.ts';
import { createMediaStore } from './media/create.ts';
import type { MediaStore } from './media/store.ts';

export interface StartOptions {
  /**
   * Runs after the migrations, before the server listens: the demo entry (cli/serve.ts) seeds an empty
   * database here. Answers whether it wrote data (the tables are then vacuumed and analyzed).
   */
  prepare?: (
    db: Kysely<Database>,
    where: { mediaDir: string; mediaStore: MediaStore },
    config: Config,
  ) => Promise<boolean>;
  /** The built partner widgets to serve under /widgets/ (cli/serve.ts: packages/widgets/dist). */
  widgetsDir?: string;
}

/** Thrown by startServer when the environment lacks a setting its mode needs; the message names each. */
export class ConfigError extends Error {
  constructor(errors: readonly string[]) {
    super(`The server cannot start:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The start-up line that says which mode this is, so nobody mistakes the demo for a deployment. */
export function modeBanner(config: Config): string {
  if (config.production) {
    return `Production mode: payments by ${config.paymentProvider ?? 'nobody'}, mail through SMTP, no demo data, no /dev.`;
  }
  return 'DEMO MODE (not for the internet): demo catalogue and accounts (password bookstore-demo), mail outbox at /dev/mail, test payments. Set NODE_ENV=production for a deployment (see apps/api/README.md).';
}

/** Opens the database, migrates it and serves the API (and the built store) until SIGINT/SIGTERM. */
export async function startServer(options: StartOptions = {}): Promise<void> {
  const check = checkConfig(process.env);
  if (check.errors.length > 0) throw new ConfigError(check.errors);
  const config = loadConfig();
  for (const warning of check.warnings) logger.warn(`Warning: ${warning}`);
  const started = Date.now();
  const handle = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    connectionTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  // MIGRATION_DATABASE_URL: migrated as the owner, then the API's role granted its rights (db/app-role.ts).
  const { applied, grantedTo } = await migrateAsOwner(config, handle);
  if (applied.length > 0) logger.info(`Applied migrations: ${applied.join(', ')}`);
  if (grantedTo)
    logger.info(`Migrated as the owner; the API runs as ${grantedTo} (audit_log: read and append only).`);
  // One media store for the seed and the app (a bucket's client keeps its connections).
  const mediaStore = createMediaStore(config);
  const prepared = options.prepare
    ? await options.prepare(handle.db, { mediaDir: path.join(config.dataDir, 'media'), mediaStore }, config)
    : false;
  // PGlite runs no autovacuum, so its tables are vacuumed and analyzed here (and after a first seed).
  if (prepared || handle.kind === 'pglite') await vacuumAnalyze(handle.db);

  const storeDir = path.resolve(appRoot, '..', 'store', 'dist');
  const corsOrigins = (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const throttle = await createThrottleStore({ redisUrl: config.redisUrl, pool: handle.pool });
  // REGISTRATIONS_PER_IP (accounts per hour from one address; default 30): an end-to-end run signs
  // dozens of accounts up from 127.0.0.1. CODE_REQUESTS_PER_EMAIL (mailed codes per address per 15
  // minutes; default 5): an end-to-end run signs the demo operator in to the back office from several specs.
  const count = (name: string) => {
    const value = Number(process.env[name]);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const registrationsPerIp = count('REGISTRATIONS_PER_IP');
  const codesPerEmail = count('CODE_REQUESTS_PER_EMAIL');
  const limits = {
    ...(registrationsPerIp ? { registrationsPerIp: { points: registrationsPerIp, seconds: 3600 } } : {}),
    ...(codesPerEmail ? { codeRequestsPerEmail: { points: codesPerEmail, seconds: 15 * 60 } } : {}),
  };
  const created = createApp({
    limits,
    db: handle.db,
    config,
    mailer: createMailer(handle.db),
    storeDir,
    widgetsDir: options.widgetsDir,
    corsOrigins,
    throttleStore: throttle.store,
    mediaStore,
    pool: handle.pool,
  });

  // API_ROLE: a worker serves only the health checks and runs the jobs; web serves the API, no jobs.
  const { served, worker } = await startRole(config, created, { throttleStore: throttle.store });
  const server = serve({ fetch: served.fetch, port: config.port, hostname: config.host }, (info) => {
    // Links name the address the server listens on when PUBLIC_URL is unset (never a request's Host).
    if (!config.publicUrl) config.listenUrl = listenUrl(config.host, info.port);
    const where = handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    logger.info(modeBanner(config));
    const role = { all: 'API and jobs', web: 'API only, no jobs', worker: 'jobs only, /healthz and /readyz' };
    logger.info(
      `Bookstore ${config.apiRole === 'worker' ? 'worker' : 'API'} on http://${config.host}:${info.port} (${where}, API_ROLE=${config.apiRole}: ${role[config.apiRole]}, ready in ${Date.now() - started} ms)`,
    );
    if (existsSync(path.join(storeDir, 'index.html'))) logger.info(`Serving the store from ${storeDir}`);
    if (config.devTools) logger.info(`Mail outbox: ${absoluteOrigin({ config })}/dev/mail`);
    if (!config.publicUrl && config.apiRole !== 'worker') {
      logger.info(
        `Open the store at ${config.listenUrl}/ (payment, file and preview links are relative to the page; sitemaps and canonical tags name ${config.listenUrl}: set PUBLIC_URL to name another).`,
      );
    }
    if (config.devToolsNetwork) {
      logger.warn(
        'Warning: DEV_TOOLS_NETWORK=true: the demo tools (/dev: mail outbox with every code, clock, review desk) answer any client on the network.',
      );
    }
  });

  const shutdown = (): void => {
    server.close();
    // Mail queued after an answer (password resets) is written, and the job in hand finished, before
    // the database closes.
    void afterAnswerSettled()
      .then(() => worker?.stop())
      .then(() => created.deps.publicCaches?.close())
      .then(() => Promise.allSettled([throttle.close(), handle.close()]))
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

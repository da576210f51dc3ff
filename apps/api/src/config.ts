import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkMediaSettings, mediaStoreSettings, type MediaStoreSettings } from './media/settings.ts';
import { DEFAULT_PAYOUT_REVIEW_ABOVE, payoutThresholds } from './payout-settings.ts';

/** Who takes payments: the built-in test page (`/pay/{uid}`) or Paystack. */
export type PaymentProviderName = 'test' | 'paystack';
export const paymentProviderNames: readonly PaymentProviderName[] = ['test', 'paystack'];

/** API_ROLE: what this process does (see docs/deploy.md). */
export type ApiRole = 'web' | 'worker' | 'all';
export const apiRoles: readonly ApiRole[] = ['web', 'worker', 'all'];

/** The shortest APP_SECRET production accepts. */
export const MIN_APP_SECRET_LENGTH = 32;

/** How long an unused session lasts (SESSION_IDLE_MINUTES), in milliseconds. */
export function sessionIdleMs(config: Pick<Config, 'sessionIdleMinutes'>): number {
  return config.sessionIdleMinutes * 60_000;
}

/**
 * scrypt's cost (N) for new password hashes (lib/crypto.ts). A hash records its own cost, so a check
 * reads it from the stored hash: a lower cost in tests (`passwordHashCost`, NODE_ENV=test only) changes
 * nothing else.
 */
export const PASSWORD_HASH_COST = 16384;

export interface Config {
  nodeEnv: string;
  /** The part size of uploads in parts; only UPLOAD_PART_SIZE with NODE_ENV=test sets it (else 8–16 MiB). */
  uploadPartSize: number | undefined;
  /**
   * scrypt's cost for new password hashes: 16384, or PASSWORD_HASH_COST (a power of two) with NODE_ENV=test
   * only, where thousands of sign-ins would otherwise spend a fifth of the API suite's CPU on hashing.
   */
  passwordHashCost: number;
  /** Open uploads untouched this long are aborted by the `uploads.abort-stale` schedule (default 24). */
  uploadStaleHours: number;
  /** NODE_ENV=production: no demo data, no /dev, no outbox, real mail and (unless told) real payments. */
  production: boolean;
  port: number;
  host: string;
  /** Folder for the embedded database (`<dataDir>/pgdata`) and uploaded/generated media (`<dataDir>/media`). */
  dataDir: string;
  /** `memory://` keeps the embedded database in memory (tests). */
  databaseUrl: string | undefined;
  /** Where `/media/...` files are served from; a CDN origin in production. */
  mediaBaseUrl: string;
  /** Where media is kept: the local disk (default) or an S3 bucket (media/settings.ts). */
  mediaStore: MediaStoreSettings;
  /**
   * PUBLIC_URL: the absolute origin of every link this API hands out. Empty (the demo): links the store's
   * pages follow are root-relative and absolute ones use listenUrl (http/origin.ts).
   */
  publicUrl: string;
  /**
   * The origin absolute links (canonical tags, sitemaps, mail) use without PUBLIC_URL: the address the
   * server listens on (HOST and PORT; a loopback or unspecified address as `localhost`). startServer
   * sets the real port when PORT is 0.
   */
  listenUrl: string;
  /** Origin of the store, where the test-payment page returns to. Empty: same origin as the API. */
  storeUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Serve the outbox at /dev/mail and keep every message in `mail_outbox`; never in production. */
  devTools: boolean;
  /**
   * DEV_TOOLS_NETWORK=true (demo only): the /dev tools answer every client, not only this machine
   * (loopback); the server logs a warning at start. Never in production (there are no /dev tools).
   */
  devToolsNetwork: boolean;
  /** Cookies get `Secure` when the API is served over https. */
  secureCookies: boolean;
  /**
   * Seconds a public catalogue answer may be reused (in process, and by a CDN through Cache-Control).
   * 0 turns it off; the default is 0 under NODE_ENV=test so tests see their own writes at once.
   */
  publicCacheSeconds: number;
  /**
   * STORE_SSR: `off` sends the store's public pages as the client-rendered shell with their head only
   * (as before server rendering); anything else renders them on the server (seo/render.ts).
   */
  storeSsr: boolean;
  /**
   * APP_SECRET (or the legacy APP_KEY): signs time-limited file URLs and keys the hashes of one-time
   * codes. Random per process when unset (demo only; production refuses to start without it).
   */
  appSecret: string;
  /** null: none configured (production without PAYMENT_PROVIDER, which refuses to start): no payments. */
  paymentProvider: PaymentProviderName | null;
  /** PAYSTACK_SECRET_KEY: calls to Paystack's API and the webhook signature. */
  paystackSecretKey: string | undefined;
  /**
   * TRUST_PROXY: how many proxies stand in front of the API and append to `X-Forwarded-For`. 0 (the
   * default): the client's IP is the socket's peer and the header is ignored.
   */
  trustProxy: number;
  /** REDIS_URL: throttling counters in Redis (shared by every API process). */
  redisUrl: string | undefined;
  /** SESSION_IDLE_MINUTES: a session unused this long is over (sign in again). */
  sessionIdleMinutes: number;
  /** OUTBOX_RETENTION_DAYS: demo outbox messages older than this are purged (with expired sessions, old codes). */
  outboxRetentionDays: number;
  /** UNPAID_ORDER_MINUTES: a book order still unpaid this long is cancelled and its print stock returned. */
  unpaidOrderMinutes: number;
  /** MAX_UNPAID_ORDERS: how many unpaid book orders one user may hold; the next checkout is a 429. */
  maxUnpaidOrders: number;
  /** PUBLIC_CACHE_MAX_BYTES: the most bytes of answers the public answer cache keeps (least recently used go). */
  publicCacheMaxBytes: number;
  /** DATABASE_CONNECT_TIMEOUT_MS / DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL server limits (see db/connection.ts). */
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  /**
   * VOICEOVER_AUTO_APPROVE_SECONDS (demo only): a voiceover profile in review this long is approved
   * without the operator (0: at once). null: off, the operator reviews every profile; always off in
   * production.
   */
  voiceoverAutoApproveSeconds: number | null;
  /**
   * TRUST_RESTORE_APPROVALS (default 3, issue 41): after one of an author's books is rejected or taken
   * down, their books are reviewed before sale again until operators have approved this many of them
   * since (resubmitting the rejected book does not give trust back).
   */
  trustRestoreApprovals: number;
  /**
   * SELLER_STORAGE_QUOTA_MB (default 10240, 10 GB): the most bytes one author's book files (EPUBs and
   * audiobook tracks) may take; an upload past it is a 422 naming the use and the quota.
   */
  sellerStorageQuotaBytes: number;
  /**
   * PAYOUT_REVIEW_ABOVE (issue 28): withdrawals above these amounts (major units, per currency, e.g.
   * `NGN:500000,USD:1000,GBP:800`, the default) wait for an operator in the payout queue; a currency not
   * listed always waits. Kept here in minor units.
   */
  payoutReviewAbove: Record<string, number>;
  /** PAYOUT_NEW_SELLER_DAYS (default 30): withdrawals of accounts younger than this wait for an operator. */
  payoutNewSellerDays: number;
  /**
   * PAYOUT_REVIEW_WINDOW_DAYS (default 7): PAYOUT_REVIEW_ABOVE applies to what a seller withdrew in this
   * many days (requested, in review, processing or paid; per currency) plus the new request, so splitting
   * a sum into small requests does not avoid review.
   */
  payoutReviewWindowDays: number;
  /**
   * FILE_LINK_MINUTES (default 30): how long a signed link to a private file (a library book, a seller's or
   * reviewer's preview, a voiceover delivery) works. The right behind it is checked on every request too.
   */
  fileLinkMinutes: number;
  /**
   * PARTNER_ATTRIBUTION_DAYS (default 30, issue 43): how long a partner's click keeps the shopper's
   * orders theirs (the attribution cookie's life, checked again at checkout).
   */
  partnerAttributionDays: number;
  /**
   * API_ROLE (default `all`): `web` serves HTTP and runs no jobs; `worker` runs the job queue and the
   * schedules and serves only /healthz and /readyz; `all` does both (one process, the demo).
   */
  apiRole: ApiRole;
  /** JOB_POLL_MS (default 250): how often an idle worker looks for due jobs. */
  jobPollMs: number;
  /** JOB_BACKOFF_MS (default 5000): a failed job's first retry delay, doubling at each failure. */
  jobBackoffMs: number;
  /**
   * JOB_LEASE_MS (default 300000): how long a claimed job is held before another worker may take it
   * (a worker killed mid-job leaves it to be run again when its lease ends).
   */
  jobLeaseMs: number;
  /**
   * JOB_TIME_LIMIT_MS (default 120000): the longest one run of a job may take unless its name has its own
   * limit (mail 15 s, cover copies 60 s, upload checks 240 s; domains/jobs/handlers.ts); past it the job
   * is failed and retried with backoff, and its worker moves on.
   */
  jobTimeLimitMs: number;
  /** JOB_MAIL_WORKERS (default 2): workers of the mail lane, codes first (each sends one mail at a time). */
  jobMailWorkers: number;
  /** JOB_MEDIA_WORKERS (default 1): workers of the media lane (cover copies, upload checks). */
  jobMediaWorkers: number;
  /**
   * MIGRATION_DATABASE_URL (PostgreSQL only; default: DATABASE_URL): the owner role the migrations run
   * as. When it names another role than DATABASE_URL, the server migrates as the owner and grants the
   * API's role what it needs (db/app-role.ts): no TRUNCATE, ALTER or trigger change on audit_log.
   */
  migrationDatabaseUrl: string | undefined;
}

/** apps/api, whether running from src/ (tsx, vitest) or from the bundled dist/server.js. */
export const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function nonNegative(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** TRUST_PROXY: a count of proxies; `true` trusts every hop (the header's first address). */
function trustedProxies(value: string | undefined): number {
  if (!value || value === 'false') return 0;
  if (value === 'true') return Number.POSITIVE_INFINITY;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** VOICEOVER_AUTO_APPROVE_SECONDS: whole seconds outside production; anything else is off (null). */
function autoApproveSeconds(value: string | undefined, production: boolean): number | null {
  if (production || value === undefined || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

const secretOf = (env: NodeJS.ProcessEnv): string | undefined => env.APP_SECRET || env.APP_KEY || undefined;

function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export interface ConfigCheck {
  /** One line per missing or invalid setting; production refuses to start while there is any. */
  errors: string[];
  /** Worth a line in the log, not a refusal (test payments in production). */
  warnings: string[];
}

/**
 * What is wrong with an environment, without reading anything else (pure). Outside production only a
 * PAYMENT_PROVIDER that names no provider is an error; production needs every setting a real deployment
 * runs on: APP_SECRET, PUBLIC_URL, SMTP_URL and a payment provider.
 */
export function checkConfig(env: NodeJS.ProcessEnv): ConfigCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  const production = env.NODE_ENV === 'production';
  const provider = env.PAYMENT_PROVIDER;
  if (provider && !(paymentProviderNames as readonly string[]).includes(provider)) {
    errors.push(`PAYMENT_PROVIDER must be one of ${paymentProviderNames.join(', ')} (got "${provider}").`);
  }
  const trust = env.TRUST_PROXY;
  if (trust && !/^(true|false|\d+)$/.test(trust)) {
    errors.push(`TRUST_PROXY must be a number of proxies, true or false (got "${trust}").`);
  }
  const autoApprove = env.VOICEOVER_AUTO_APPROVE_SECONDS;
  if (autoApprove && !/^\d+$/.test(autoApprove.trim())) {
    errors.push(`VOICEOVER_AUTO_APPROVE_SECONDS must be a whole number of seconds (got "${autoApprove}").`);
  }
  if (autoApprove && production) {
    warnings.push(
      'VOICEOVER_AUTO_APPROVE_SECONDS is ignored in production: the operator reviews every profile.',
    );
  }
  if (env.PAYOUT_REVIEW_ABOVE && !payoutThresholds(env.PAYOUT_REVIEW_ABOVE)) {
    errors.push(
      `PAYOUT_REVIEW_ABOVE must be currency:amount pairs such as ${DEFAULT_PAYOUT_REVIEW_ABOVE} (got "${env.PAYOUT_REVIEW_ABOVE}").`,
    );
  }
  if (env.API_ROLE && !(apiRoles as readonly string[]).includes(env.API_ROLE)) {
    errors.push(`API_ROLE must be one of ${apiRoles.join(', ')} (got "${env.API_ROLE}").`);
  }
  if (env.REDIS_URL && !isUrl(env.REDIS_URL, ['redis:', 'rediss:'])) {
    errors.push('REDIS_URL must be a redis:// or rediss:// URL.');
  }
  errors.push(...checkMediaSettings(env));
  if (env.MIGRATION_DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')) {
    errors.push(
      'MIGRATION_DATABASE_URL is for a PostgreSQL server: set DATABASE_URL to the API role on it too.',
    );
  } else if (env.MIGRATION_DATABASE_URL && !isUrl(env.MIGRATION_DATABASE_URL, ['postgres:', 'postgresql:'])) {
    errors.push('MIGRATION_DATABASE_URL must be a postgres:// URL (the role that owns the tables).');
  }
  if (provider === 'paystack' && !env.PAYSTACK_SECRET_KEY) {
    errors.push('PAYSTACK_SECRET_KEY is required with PAYMENT_PROVIDER=paystack.');
  }
  if (provider === 'paystack' && !production && !env.PUBLIC_URL) {
    errors.push('PUBLIC_URL is required with PAYMENT_PROVIDER=paystack (Paystack returns buyers there).');
  }
  if (!production) return { errors, warnings };

  const secret = secretOf(env);
  if (!secret) {
    errors.push(
      `APP_SECRET is required: ${MIN_APP_SECRET_LENGTH}+ random characters (signs file links, keys code hashes).`,
    );
  } else if (secret.length < MIN_APP_SECRET_LENGTH) {
    errors.push(`APP_SECRET must be at least ${MIN_APP_SECRET_LENGTH} characters (got ${secret.length}).`);
  }
  if (!env.PUBLIC_URL) {
    errors.push(
      'PUBLIC_URL is required: the public https origin of this API (links in mail, payment callbacks).',
    );
  } else if (!isUrl(env.PUBLIC_URL, ['https:', 'http:'])) {
    errors.push(`PUBLIC_URL must be an http(s) URL (got "${env.PUBLIC_URL}").`);
  }
  if (!env.SMTP_URL) {
    errors.push('SMTP_URL is required: the mail transport (smtp://user:pass@host:587 or smtps://...).');
  } else if (!isUrl(env.SMTP_URL, ['smtp:', 'smtps:'])) {
    errors.push('SMTP_URL must be an smtp:// or smtps:// URL.');
  }
  if (!provider) {
    errors.push(
      'PAYMENT_PROVIDER is required: paystack (with PAYSTACK_SECRET_KEY), or test to take test payments.',
    );
  } else if (provider === 'test') {
    warnings.push('PAYMENT_PROVIDER=test in production: orders are paid on a test page and no money moves.');
  }
  if (/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '') && !env.MIGRATION_DATABASE_URL) {
    warnings.push(
      'MIGRATION_DATABASE_URL is not set: the API runs as the role that owns the tables, which could TRUNCATE or ALTER audit_log (see docs/deploy.md, "Database roles").',
    );
  }
  return { errors, warnings };
}

/** Outside production the demo's test page unless told otherwise; production has no default. */
function paymentProviderOf(value: string | undefined, production: boolean): PaymentProviderName | null {
  if (value === 'paystack' || value === 'test') return value;
  return production ? null : 'test';
}

/**
 * The origin of a server listening on `host`:`port`, as a link (see Config.listenUrl). An unspecified or
 * loopback address is named `localhost`: the address the README tells people to open, and one that
 * reaches a server listening on either.
 */
export function listenUrl(host: string, port: number): string {
  const local = ['0.0.0.0', '::', '', '::1', 'localhost'].includes(host) || /^127\./.test(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** PASSWORD_HASH_COST under NODE_ENV=test: a power of two from 2 (scrypt's own rule); else none. */
function testHashCost(nodeEnv: string, value: string | undefined): number | undefined {
  if (nodeEnv !== 'test' || !value) return undefined;
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < 2 || (cost & (cost - 1)) !== 0)
    throw new Error(`PASSWORD_HASH_COST must be a power of two from 2 (got ${value})`);
  return cost;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? '').replace(/\/$/, '');
  return {
    nodeEnv,
    production,
    port: Number.isInteger(port) && port >= 0 ? port : 3000,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(appRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    mediaBaseUrl: (env.MEDIA_BASE_URL ?? '/media').replace(/\/$/, ''),
    mediaStore: mediaStoreSettings(env),
    publicUrl,
    listenUrl: listenUrl(env.HOST ?? '127.0.0.1', Number.isInteger(port) && port >= 0 ? port : 3000),
    storeUrl: (env.STORE_URL ?? '').replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Bookstore <no-reply@bookstore.local>',
    devTools: !production,
    devToolsNetwork: !production && env.DEV_TOOLS_NETWORK === 'true',
    secureCookies: publicUrl.startsWith('https://'),
    publicCacheSeconds: nonNegative(env.PUBLIC_CACHE_SECONDS, nodeEnv === 'test' ? 0 : 30),
    storeSsr: env.STORE_SSR !== 'off',
    appSecret: secretOf(env) ?? randomBytes(32).toString('hex'),
    paymentProvider: paymentProviderOf(env.PAYMENT_PROVIDER, production),
    paystackSecretKey: env.PAYSTACK_SECRET_KEY || undefined,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    sessionIdleMinutes: nonNegative(env.SESSION_IDLE_MINUTES, 120) || 120,
    outboxRetentionDays: nonNegative(env.OUTBOX_RETENTION_DAYS, 7) || 7,
    unpaidOrderMinutes: nonNegative(env.UNPAID_ORDER_MINUTES, 30) || 30,
    maxUnpaidOrders: Math.floor(nonNegative(env.MAX_UNPAID_ORDERS, 3)) || 3,
    publicCacheMaxBytes:
      Math.floor(nonNegative(env.PUBLIC_CACHE_MAX_BYTES, 32 * 1024 * 1024)) || 32 * 1024 * 1024,
    databaseConnectTimeoutMs: nonNegative(env.DATABASE_CONNECT_TIMEOUT_MS, 5000) || 5000,
    databaseStatementTimeoutMs: nonNegative(env.DATABASE_STATEMENT_TIMEOUT_MS, 30_000),
    voiceoverAutoApproveSeconds: autoApproveSeconds(env.VOICEOVER_AUTO_APPROVE_SECONDS, production),
    trustRestoreApprovals: Math.floor(nonNegative(env.TRUST_RESTORE_APPROVALS, 3)) || 3,
    sellerStorageQuotaBytes: (nonNegative(env.SELLER_STORAGE_QUOTA_MB, 10_240) || 10_240) * 1024 * 1024,
    payoutReviewAbove:
      payoutThresholds(env.PAYOUT_REVIEW_ABOVE) ?? payoutThresholds(DEFAULT_PAYOUT_REVIEW_ABOVE) ?? {},
    payoutNewSellerDays: Math.floor(nonNegative(env.PAYOUT_NEW_SELLER_DAYS, 30)),
    payoutReviewWindowDays: nonNegative(env.PAYOUT_REVIEW_WINDOW_DAYS, 7) || 7,
    fileLinkMinutes: nonNegative(env.FILE_LINK_MINUTES, 30) || 30,
    partnerAttributionDays: Math.floor(nonNegative(env.PARTNER_ATTRIBUTION_DAYS, 30)) || 30,
    apiRole: (apiRoles as readonly string[]).includes(env.API_ROLE ?? '') ? (env.API_ROLE as ApiRole) : 'all',
    jobPollMs: nonNegative(env.JOB_POLL_MS, 250) || 250,
    jobBackoffMs: nonNegative(env.JOB_BACKOFF_MS, 5000) || 5000,
    jobLeaseMs: nonNegative(env.JOB_LEASE_MS, 300_000) || 300_000,
    jobTimeLimitMs: nonNegative(env.JOB_TIME_LIMIT_MS, 120_000) || 120_000,
    jobMailWorkers: Math.min(16, Math.floor(nonNegative(env.JOB_MAIL_WORKERS, 2)) || 2),
    jobMediaWorkers: Math.min(16, Math.floor(nonNegative(env.JOB_MEDIA_WORKERS, 1)) || 1),
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL || undefined,
    // Test-only: small parts, so a file of a few MB has several (S3 itself wants at least 5 MiB).
    uploadPartSize:
      nodeEnv === 'test' && env.UPLOAD_PART_SIZE
        ? Math.floor(nonNegative(env.UPLOAD_PART_SIZE, 0)) || undefined
        : undefined,
    uploadStaleHours: nonNegative(env.UPLOAD_STALE_HOURS, 24) || 24,
    passwordHashCost: testHashCost(nodeEnv, env.PASSWORD_HASH_COST) ?? PASSWORD_HASH_COST,
  };
}

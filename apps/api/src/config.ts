import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  nodeEnv: string;
  port: number;
  host: string;
  /** Folder for the embedded database (`<dataDir>/pgdata`) and uploaded/generated media (`<dataDir>/media`). */
  dataDir: string;
  /** `memory://` keeps the embedded database in memory (tests). */
  databaseUrl: string | undefined;
  /** Where `/media/...` files are served from; a CDN origin in production. */
  mediaBaseUrl: string;
  /** Absolute origin of this API, used in links it hands out (payment page). Empty: derive from the request. */
  publicUrl: string;
  /** Origin of the store, where the test-payment page returns to. Empty: same origin as the API. */
  storeUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Serve the outbox at /dev/mail and the code helpers; never in production. */
  devTools: boolean;
  /** Cookies get `Secure` when the API is served over https. */
  secureCookies: boolean;
  /**
   * Seconds a public catalogue answer may be reused (in process, and by a CDN through Cache-Control).
   * 0 turns it off; the default is 0 under NODE_ENV=test so tests see their own writes at once.
   */
  publicCacheSeconds: number;
  /** Signs time-limited file URLs (library downloads). Set APP_KEY when several API processes serve one store. */
  appKey: string;
}

/** apps/api, whether running from src/ (tsx, vitest) or from the bundled dist/server.js. */
export const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function nonNegative(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? '').replace(/\/$/, '');
  return {
    nodeEnv,
    port: Number.isInteger(port) && port >= 0 ? port : 3000,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(appRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    mediaBaseUrl: (env.MEDIA_BASE_URL ?? '/media').replace(/\/$/, ''),
    publicUrl,
    storeUrl: (env.STORE_URL ?? '').replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Bookstore <no-reply@bookstore.local>',
    devTools: nodeEnv !== 'production',
    secureCookies: publicUrl.startsWith('https://'),
    publicCacheSeconds: nonNegative(env.PUBLIC_CACHE_SECONDS, nodeEnv === 'test' ? 0 : 30),
    appKey: env.APP_KEY || randomBytes(32).toString('hex'),
  };
}

import type { PublicCaches } from './lib/public-caches.ts';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database, User } from './db/schema.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileSigner } from './files.ts';
import type { MediaFiles } from './media/files.ts';
import type { PaymentProvider } from './payments/index.ts';
import type { AppThrottle } from './lib/limits.ts';

/** What every route module gets: the database and the services around it. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  media: MediaFiles;
  /** The payment provider (Paystack); null when payments go to the demo's test page (or nowhere). */
  payments: PaymentProvider | null;
  /** Signs expiring links to purchased files. */
  files: FileSigner;
  /** The current time; tests move it to expire codes and sessions. */
  clock: () => Date;
  /** Rate limits (429 with Retry-After): sign-in, sign-up, codes, uploads. */
  throttle: AppThrottle;
  /**
   * The public answer caches of this process (lib/public-caches.ts), for a change that must show at once;
   * absent where no such cache runs (a command-line tool, a test's own deps).
   */
  publicCaches?: PublicCaches;
}

export interface SessionState {
  /** sha256 of the session cookie. */
  id: string;
  user: User;
  sellerVerifiedUntil: Date | null;
  sellerTokenHash: string | null;
}

export interface AppEnv {
  Variables: {
    session: SessionState | null;
    /** This request's id (X-Request-Id), on its log lines and 5xx answers (http/request-log.ts). */
    requestId: string;
  };
}

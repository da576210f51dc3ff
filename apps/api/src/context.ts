import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database, User } from './db/schema.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileSigner } from './files.ts';
import type { MediaStore } from './media.ts';

/** What every route module gets: the database and the services around it. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  media: MediaStore;
  /** Signs expiring links to purchased files. */
  files: FileSigner;
  /** The current time; tests move it to expire codes and sessions. */
  clock: () => Date;
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
  };
}

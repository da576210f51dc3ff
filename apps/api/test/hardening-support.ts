import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type CreateAppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { AppDeps } from '../src/context.ts';
import type { DbHandle } from '../src/db/index.ts';
import { createMailer } from '../src/mail/mailer.ts';

export interface ServedApp {
  url: string;
  deps: AppDeps;
  config: Config;
  setNow(date: Date | null): void;
  close(): Promise<void>;
}

/** The app on a free port over a database handle the test made (migrated or not), with any options. */
export async function serveApp(
  handle: DbHandle,
  options: { env?: Record<string, string> } & Partial<
    Omit<CreateAppOptions, 'db' | 'config' | 'mailer'>
  > = {},
): Promise<ServedApp> {
  const { env, ...rest } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookstore-hardening-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  let now: Date | null = null;
  const { app, deps } = createApp({
    db: handle.db,
    config,
    mailer: createMailer(handle.db),
    clock: () => now ?? new Date(),
    ...rest,
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deps,
    config,
    setNow: (date) => {
      now = date;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { appRoot, loadConfig } from './config.ts';
import { createDatabase, migrate, vacuumAnalyze } from './db/index.ts';
import { createMailer } from './mail/mailer.ts';
import { seedIfEmpty } from './seed/index.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const handle = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { applied } = await migrate(handle);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  // First start: a realistic catalogue and the demo accounts (see the README).
  const seeded = await seedIfEmpty(handle.db, { mediaDir: path.join(config.dataDir, 'media') });
  // PGlite runs no autovacuum, so its tables are vacuumed and analyzed here (and after a first seed).
  if (seeded || handle.kind === 'pglite') await vacuumAnalyze(handle.db);

  const storeDir = path.resolve(appRoot, '..', 'store', 'dist');
  const corsOrigins = (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const { app } = createApp({
    db: handle.db,
    config,
    mailer: createMailer(handle.db, config),
    storeDir,
    corsOrigins,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    console.log(
      `Bookstore API on http://${config.host}:${info.port} (${where}, ready in ${Date.now() - started} ms)`,
    );
    if (existsSync(path.join(storeDir, 'index.html'))) console.log(`Serving the store from ${storeDir}`);
    if (config.devTools) console.log(`Mail outbox: http://${config.host}:${info.port}/dev/mail`);
  });

  const shutdown = (): void => {
    server.close();
    void handle.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

#!/usr/bin/env node
// The browser suites' API server: the built server (apps/api/dist/server.js) on a copy of one seeded
// data dir. The demo seed (catalogue, accounts, covers, EPUBs, audio) costs about 35 CPU seconds; the
// suites start three servers (the journeys, the clock-moving journeys, the partner widgets), so the
// first to start seeds a template once and every server starts from a copy of it (a copy of ~120 MB
// takes a fraction of a second). DATA_DIR names the server's own dir, as for the server itself; a dir
// that already exists is served as it is (a second run reusing its server's data). Without DATA_DIR,
// or with DATABASE_URL, it is the server alone.
//
// The template (tests/.output/seeded-data) is made by the built server itself: started on a free port
// with NODE_ENV=test, it seeds on its first start; once it answers, it is stopped (SIGTERM closes the
// database cleanly) and the dir renamed into place. It is seeded again when the build is newer.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './free-port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/api/dist/server.js');
const template = join(root, 'tests/.output/seeded-data');
const lock = `${template}.lock`;

const wait = (ms) => new Promise((done) => setTimeout(done, ms));
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const fresh = () => mtime(join(template, '.seeded')) > mtime(server);

/** Seeds the template with the built server's first-start seed, then stops the server. */
async function seedTemplate() {
  const building = `${template}.building`;
  rmSync(building, { recursive: true, force: true });
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: building, NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => child.once('exit', (code) => done(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  // Up to ten minutes on a loaded machine; the server's first start migrates and seeds before it listens.
  for (let tries = 0; ; tries += 1) {
    if (ended) throw new Error('seeded-server: the server exited while seeding');
    const ok = await fetch(`http://127.0.0.1:${port}/api/public/header`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 6000) throw new Error('seeded-server: the server did not answer within ten minutes');
    await wait(100);
  }
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`seeded-server: the seeding server exited with ${code}`);
  writeFileSync(join(building, '.seeded'), '');
  rmSync(template, { recursive: true, force: true });
  renameSync(building, template);
}

/** Runs `make` while holding the lock (a dir: made atomically); others wait for the template. */
async function withTemplate(make) {
  mkdirSync(dirname(template), { recursive: true });
  for (;;) {
    if (fresh()) return;
    try {
      mkdirSync(lock);
    } catch {
      // Another server is seeding; a lock left by a killed run (older than 15 minutes) is taken over.
      if (Date.now() - mtime(lock) > 15 * 60_000) rmSync(lock, { recursive: true, force: true });
      await wait(200);
      continue;
    }
    try {
      if (!fresh()) await make();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

// Only the embedded database's data dir is copied (with DATABASE_URL the server seeds its own database).
if (process.env.DATA_DIR && !process.env.DATABASE_URL) {
  const dataDir = resolve(process.env.DATA_DIR);
  if (!existsSync(dataDir)) {
    await withTemplate(seedTemplate);
    cpSync(template, dataDir, { recursive: true });
    rmSync(join(dataDir, '.seeded'), { force: true });
  }
  process.env.DATA_DIR = dataDir;
}
await import(pathToFileURL(server).href);

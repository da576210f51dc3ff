#!/usr/bin/env node
// The whole test suite, as `pnpm test` (and so `.ci/run`) runs it. Each step prints its own output;
// the last lines sum up every runner's counts as "N passed, N failed".
//
// Steps: browser check, lint, typecheck, build, package checks (publint, attw), unit + API (embedded PGlite) + story tests, the API
// suite again on the PostgreSQL server of DATABASE_URL (or 127.0.0.1:5432/test), Storybook build,
// Playwright (visual regression, end to end), size budgets.
// `TEST_ONLY=lint,unit,...` runs a subset while working.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { freePort } from './free-port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'tests/.output');
const isCI = Boolean(process.env.CI);
const only = process.env.TEST_ONLY?.split(',');
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
const failures = [];
/** Each failed test's name and the first line of its error, repeated at the end where CI's tail shows it. */
const failedTests = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .trim()
    .split('\n')[0]
    ?.slice(0, 240) ?? '';

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

function run(name, command, args, { env = {}, counts } = {}) {
  if (only && !only.includes(name)) return true;
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  timings.push(`${name} ${seconds.toFixed(1)}s`);
  const ok = result.status === 0;
  if (counts) {
    const c = counts();
    if (c) {
      totals.passed += c.passed;
      // A runner that failed without a failing test (a server that did not start) still fails once.
      totals.failed += c.failed > 0 || ok ? c.failed : 1;
      totals.skipped += c.skipped;
    } else if (!ok) totals.failed += 1;
  } else {
    // A check without test counts (lint, typecheck, build) counts as one test.
    if (ok) totals.passed += 1;
    else totals.failed += 1;
  }
  if (!ok) failures.push(name);
  return ok;
}

function vitestCounts(file) {
  return () => {
    if (!existsSync(file)) return undefined;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    // A file that failed without a failing test (it did not load) counts once; a failed test once.
    let brokenFiles = 0;
    for (const suite of r.testResults ?? []) {
      const where = suite.name.startsWith(root) ? suite.name.slice(root.length + 1) : suite.name;
      const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed)
        failedTests.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      if (failed.length === 0 && suite.status === 'failed') {
        brokenFiles += 1;
        failedTests.push(`${where}: ${firstLine(suite.message)}`);
      }
    }
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests + brokenFiles,
      skipped: r.numPendingTests + r.numTodoTests,
    };
  };
}

function playwrightCounts(file) {
  return () => {
    if (!existsSync(file)) return undefined;
    const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
    const walk = (suite, trail) => {
      const here = suite.title ? [...trail, suite.title] : trail;
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected') {
            const error = test.results?.at(-1)?.error?.message;
            failedTests.push(
              `[${test.projectName}] ${[...here, spec.title].join(' › ')}: ${firstLine(error)}`,
            );
          }
      for (const child of suite.suites ?? []) walk(child, here);
    };
    for (const suite of suites ?? []) walk(suite, []);
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  };
}

function canReach(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const PORTS = {
  PW_STORYBOOK_PORT: 6406,
  PW_STORE_PORT: 3400,
  PW_WIDGETS_API_PORT: 3172,
  PW_WIDGETS_HOST_PORT: 7100,
  PW_WIDGETS_CDN_PORT: 7102,
};
for (const [name, preferred] of Object.entries(PORTS)) {
  const port = await freePort(preferred);
  if (port !== preferred) console.log(`port ${preferred} is taken; ${name}=${port}`);
  process.env[name] = String(port);
}

const vitest = (name, projects, env = {}) =>
  run(
    name,
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(out, `${name}.json`)}`,
    ],
    { env, counts: vitestCounts(join(out, `${name}.json`)) },
  );

const suiteStart = Date.now();
const browserReady = run('browser', 'node', ['scripts/ensure-browser.mjs']);
run('lint', 'pnpm', ['lint']);
run('typecheck', 'pnpm', ['typecheck']);
const built = run('build', 'pnpm', ['build']);
// The published packages: publint and Are The Types Wrong on what `pnpm pack` would publish.
if (built) run('packages', 'pnpm', ['-r', '--filter', './packages/*', 'check:package']);
vitest('unit', browserReady ? ['unit', 'api', 'storybook'] : ['unit', 'api']);

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (!only || only.includes('api-postgres')) {
  if (await canReach(databaseUrl)) {
    vitest('api-postgres', ['api'], { DATABASE_URL: databaseUrl });
  } else if (isCI) {
    console.error(`\n━━ api-postgres: no PostgreSQL server at ${databaseUrl}; CI requires one.`);
    totals.failed += 1;
    failures.push('api-postgres');
  } else {
    console.log(`\n━━ api-postgres: no PostgreSQL server at ${databaseUrl}; skipping the API suite on it.`);
  }
}

if (browserReady) {
  const storybookBuilt = run('storybook-build', 'pnpm', ['build-storybook']);
  const hasE2e = existsSync(join(root, 'tests/e2e'));
  const projects = [storybookBuilt && 'visual', built && hasE2e && 'e2e'].filter(Boolean);
  if (projects.length > 0) {
    run('playwright', 'pnpm', ['exec', 'playwright', 'test', '-c', 'tests/playwright.config.ts'], {
      env: { PW_PROJECTS: projects.join(',') },
      counts: playwrightCounts(join(out, 'playwright.json')),
    });
  }
  // The widgets on partner pages: their own config starts the API, a strict-CSP host origin and a CDN origin.
  if (built && existsSync(join(root, 'tests/widgets/playwright.config.ts'))) {
    const report = join(out, 'playwright-widgets.json');
    run(
      'widgets',
      'pnpm',
      ['exec', 'playwright', 'test', '-c', 'tests/widgets/playwright.config.ts', '--reporter=list,json'],
      { env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report }, counts: playwrightCounts(report) },
    );
  }
}
if (built) run('budgets', 'node', ['scripts/budgets.mjs']);

console.log(`\n━━ timings: ${timings.join(', ')}; total ${((Date.now() - suiteStart) / 1000).toFixed(0)}s`);
if (failures.length > 0) console.log(`━━ failed steps: ${failures.join(', ')}`);
if (failedTests.length > 0) console.log(`━━ failed tests:\n${failedTests.map((t) => `  ✗ ${t}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);

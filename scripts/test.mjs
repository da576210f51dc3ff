#!/usr/bin/env node
// The whole test suite, as `pnpm test` (and so `.ci/run`) runs it. Each step's output is printed
// whole when it ends (and kept in tests/.output/logs/); the last lines sum up every runner's counts as
// "N passed, N failed".
//
// Steps: browser check, lint, typecheck, build, package checks (publint, attw), unit + API (embedded
// PGlite), the API suite again on the PostgreSQL server of DATABASE_URL (or 127.0.0.1:5432/test),
// Storybook build, Playwright (every story rendered, played, checked by axe and compared with its
// baseline in both themes; end to end), size budgets.
// Steps overlap where the cores allow (see `schedule` below): most of them keep one core busy at a time.
// `TEST_ONLY=lint,unit,...` runs a subset while working.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createConnection } from 'node:net';
import { availableParallelism } from 'node:os';
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

/**
 * CPU seconds (user + system) used so far by this process's finished children: what a step costs on
 * any machine, loaded or quiet (on a quiet two-core machine a step takes between half of it and all of
 * it). Linux only (/proc); elsewhere the timings show seconds alone.
 */
function childCpuSeconds() {
  try {
    // stat(5): cutime and cstime are fields 16 and 17, counted here after the `(name) ` field ends.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
/**
 * A step's own CPU account, where the machine lets this process make one (Linux cgroups, as root): the
 * step's process goes in a cgroup of its own and every process it starts (browsers, servers, workers,
 * orphans included) is counted there. Answers a function reading the CPU seconds used so far and a
 * function that removes the group, or undefined (the timings then show wall seconds and the total).
 */
function cpuAccount(name, pid) {
  const v1 = '/sys/fs/cgroup/cpuacct';
  const v2 = '/sys/fs/cgroup';
  const base = existsSync(`${v1}/cpuacct.usage`)
    ? v1
    : existsSync(`${v2}/cgroup.controllers`)
      ? v2
      : undefined;
  if (!base) return undefined;
  const dir = join(base, `bookstore-test-${process.pid}-${name}`);
  try {
    mkdirSync(dir);
    writeFileSync(join(dir, 'cgroup.procs'), String(pid));
  } catch {
    return undefined;
  }
  const seconds = () => {
    try {
      if (base === v1) return Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e9;
      const usage = /usage_usec (\d+)/.exec(readFileSync(join(dir, 'cpu.stat'), 'utf8'));
      return usage ? Number(usage[1]) / 1e6 : undefined;
    } catch {
      return undefined;
    }
  };
  // Processes still in the group (an orphan) move back to the root group, then the group goes.
  const remove = () => {
    try {
      for (const orphan of readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean))
        writeFileSync(join(base, 'cgroup.procs'), orphan);
      rmdirSync(dir);
    } catch {
      // Left for the machine's next start: an empty group costs nothing.
    }
  };
  return { seconds, remove };
}

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'logs'), { recursive: true });

/**
 * Runs one step and resolves whether it passed. Its output goes to tests/.output/logs/<name>.log and is
 * printed whole when the step ends, so that steps running side by side do not interleave their lines.
 */
async function run(name, command, args, { env = {}, counts } = {}) {
  if (only && !only.includes(name)) return true;
  const log = join(out, 'logs', `${name}.log`);
  console.log(`━━ ${name}: started`);
  const started = Date.now();
  const file = createWriteStream(log);
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const account = child.pid === undefined ? undefined : cpuAccount(name, child.pid);
  child.stdout.pipe(file, { end: false });
  child.stderr.pipe(file, { end: false });
  const status = await new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });
  await new Promise((resolve) => file.end(resolve));
  const seconds = (Date.now() - started) / 1000;
  const cpu = account?.seconds();
  account?.remove();
  timings.push(`${name} ${seconds.toFixed(1)}s` + (cpu === undefined ? '' : ` (cpu ${cpu.toFixed(0)}s)`));
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  process.stdout.write(readFileSync(log));
  const ok = status === 0;
  console.log(`━━ ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)}s\n`);
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
  PW_LAST_STORE_PORT: 3401,
  PW_WIDGETS_API_PORT: 3172,
  PW_WIDGETS_HOST_PORT: 7100,
  PW_WIDGETS_CDN_PORT: 7102,
};
for (const [name, preferred] of Object.entries(PORTS)) {
  const port = await freePort(preferred);
  if (port !== preferred) console.log(`port ${preferred} is taken; ${name}=${port}`);
  process.env[name] = String(port);
}

const vitest = (name, projects, env = {}, extra = []) =>
  run(
    name,
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(out, `${name}.json`)}`,
    ],
    { env, counts: vitestCounts(join(out, `${name}.json`)) },
  );

/**
 * Runs the steps, each once the steps it `needs` have ended (a step looks at their results itself) and
 * its `cores` are free, in the order listed: the order is the priority. The capacity is one more than
 * the machine's cores, since every step also waits on disk, a browser or a database now and then.
 * Playwright is the longest step and needs the two builds, so those start first and Playwright as soon
 * as they end; lint and typecheck fill the third slot, then the unit and API run, the package checks,
 * the API run on PostgreSQL and the widgets take the slots as they free up. A step counts one core
 * although Playwright and Vitest keep two workers: on two cores they share the machine with what runs
 * beside them, and the CPU seconds all steps need (not any one step) set the run's length.
 */
async function schedule(steps, capacity = availableParallelism() + 1) {
  const ended = new Set();
  const running = new Set();
  let free = capacity;
  await new Promise((resolve) => {
    const next = () => {
      for (const step of steps) {
        if (ended.has(step.name) || running.has(step)) continue;
        if (!(step.needs ?? []).every((n) => ended.has(n))) continue;
        const cores = Math.min(step.cores ?? 1, capacity);
        if (cores > free) continue;
        free -= cores;
        running.add(step);
        Promise.resolve()
          .then(step.run)
          .catch((error) => {
            console.error(`━━ ${step.name}: ${error instanceof Error ? error.stack : String(error)}`);
            totals.failed += 1;
            failures.push(step.name);
          })
          .then(() => {
            running.delete(step);
            free += cores;
            ended.add(step.name);
            next();
          });
      }
      if (running.size === 0) resolve();
    };
    next();
  });
}

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const hasE2e = existsSync(join(root, 'tests/e2e'));
const hasWidgets = existsSync(join(root, 'tests/widgets/playwright.config.ts'));
let browserReady = false;
let built = false;
let storybookBuilt = false;

const suiteStart = Date.now();
await schedule([
  {
    name: 'browser',
    run: async () => (browserReady = await run('browser', 'node', ['scripts/ensure-browser.mjs'])),
  },
  { name: 'build', run: async () => (built = await run('build', 'pnpm', ['build'])) },
  {
    name: 'storybook-build',
    needs: ['browser'],
    run: async () =>
      browserReady && (storybookBuilt = await run('storybook-build', 'pnpm', ['build-storybook'])),
  },
  {
    name: 'playwright',
    needs: ['build', 'storybook-build'],
    run: () => {
      const projects = [storybookBuilt && 'visual', built && hasE2e && 'e2e'].filter(Boolean);
      if (!browserReady || projects.length === 0) return;
      return run('playwright', 'pnpm', ['exec', 'playwright', 'test', '-c', 'tests/playwright.config.ts'], {
        env: { PW_PROJECTS: projects.join(',') },
        counts: playwrightCounts(join(out, 'playwright.json')),
      });
    },
  },
  { name: 'lint', run: () => run('lint', 'pnpm', ['lint']) },
  { name: 'typecheck', run: () => run('typecheck', 'pnpm', ['typecheck']) },
  // The story tests (vitest's `storybook` project) are not run here: the visual run renders every
  // story in both themes with its play function and axe (tests/visual/stories.spec.ts).
  // After the build: the API's server-rendering test renders with the built store (apps/store/dist).
  { name: 'unit', needs: ['build'], run: () => vitest('unit', ['unit', 'unit-isolated', 'api']) },
  // The published packages: publint and Are The Types Wrong on what `pnpm pack` would publish.
  {
    name: 'packages',
    needs: ['build'],
    run: () => built && run('packages', 'pnpm', ['-r', '--filter', './packages/*', 'check:package']),
  },
  {
    name: 'api-postgres',
    needs: ['build'],
    run: async () => {
      if (only && !only.includes('api-postgres')) return;
      // One file at a time, as this run goes beside the unit run: the two-process test times a kill
      // against a burst of checkouts, which a file beside it on a loaded machine can outrun.
      if (await canReach(databaseUrl))
        await vitest('api-postgres', ['api'], { DATABASE_URL: databaseUrl }, ['--maxWorkers=1']);
      else if (isCI) {
        console.error(`\n━━ api-postgres: no PostgreSQL server at ${databaseUrl}; CI requires one.`);
        totals.failed += 1;
        failures.push('api-postgres');
      } else
        console.log(
          `\n━━ api-postgres: no PostgreSQL server at ${databaseUrl}; skipping the API suite on it.`,
        );
    },
  },
  // The widgets on partner pages: their own config starts the API, a strict-CSP host origin and a CDN origin.
  {
    name: 'widgets',
    needs: ['build'],
    run: () => {
      if (!browserReady || !built || !hasWidgets) return;
      const report = join(out, 'playwright-widgets.json');
      return run(
        'widgets',
        'pnpm',
        ['exec', 'playwright', 'test', '-c', 'tests/widgets/playwright.config.ts', '--reporter=list,json'],
        { env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report }, counts: playwrightCounts(report) },
      );
    },
  },
  {
    name: 'budgets',
    needs: ['build'],
    cores: 0,
    run: () => built && run('budgets', 'node', ['scripts/budgets.mjs']),
  },
]);

const cpu = childCpuSeconds();
console.log(
  `\n━━ timings: ${timings.join(', ')}; total ${((Date.now() - suiteStart) / 1000).toFixed(0)}s` +
    (cpu === undefined ? '' : ` (cpu ${cpu.toFixed(0)}s)`),
);
if (failures.length > 0) console.log(`━━ failed steps: ${failures.join(', ')}`);
if (failedTests.length > 0) console.log(`━━ failed tests:\n${failedTests.map((t) => `  ✗ ${t}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);

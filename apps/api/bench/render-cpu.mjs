/**
 * The CPU one server render costs, with no database or HTTP behind it: loads the built store's server
 * entry (apps/store/dist/server/entry-server.js) and renders the pages bench/render-record.ts recorded,
 * answering their reads from the recording, again and again. Prints, per page, the CPU milliseconds
 * (user + system) per render (median, 10th percentile and mean) and the wall milliseconds, after a
 * warm-up.
 *
 *   node apps/api/bench/render-cpu.mjs [--pages /tmp/render-pages.json] [--kinds book,listing]
 *                                      [--runs 200] [--warmup 50] [--entry other/entry-server.js]
 *
 * Run with `node --cpu-prof --cpu-prof-dir=/tmp/prof` to see where the time goes.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: path.join(tmpdir(), 'render-pages.json') },
    kinds: { type: 'string', default: 'book,listing' },
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '50' },
    // Another build of the server entry (a copy of dist/server/entry-server.js), to compare.
    entry: { type: 'string' },
  },
});

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = values.entry ?? path.resolve(here, '../../store/dist/server/entry-server.js');
const { render } = await import(pathToFileURL(entry).href);
const { pages } = JSON.parse(readFileSync(values.pages, 'utf8'));
const kinds = values.kinds.split(',');
const runs = Number(values.runs);
const warmup = Number(values.warmup);

for (const kind of kinds) {
  // The first recorded page of the kind (the recording lists its kinds in a fixed order).
  const page = pages.find((recorded) => recorded.kind === kind);
  if (!page) throw new Error(`No recorded page of kind ${kind} in ${values.pages}`);
  // A fresh copy of each answer per read, as the API's JSON parse gives the renderer.
  const texts = new Map(Object.entries(page.data).map(([key, value]) => [key, JSON.stringify(value)]));
  const read = async (key) => {
    const text = texts.get(key);
    if (text === undefined) throw new Error(`${page.url} read ${key}, which was not recorded`);
    return JSON.parse(text);
  };
  const once = async () => {
    const rendered = await render({ url: page.url, preferences: page.preferences, read });
    if (!rendered) throw new Error(`${page.url} was not rendered`);
    return rendered;
  };
  for (let i = 0; i < warmup; i += 1) await once();
  // Each render's own CPU time: on a loaded machine the median moves far less than the mean.
  const cpus = [];
  const started = performance.now();
  let rendered;
  for (let i = 0; i < runs; i += 1) {
    const cpu = process.cpuUsage();
    rendered = await once();
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const wall = performance.now() - started;
  cpus.sort((a, b) => a - b);
  const at = (q) => cpus[Math.min(cpus.length - 1, Math.floor(q * cpus.length))];
  const mean = cpus.reduce((sum, ms) => sum + ms, 0) / runs;
  console.log(
    `${kind.padEnd(8)} ${page.url.replace(/^https?:\/\/[^/]+/, '').padEnd(30)} ` +
      `cpu ms/render: median ${at(0.5).toFixed(2)}, p10 ${at(0.1).toFixed(2)}, mean ${mean.toFixed(2)}; ` +
      `wall ${(wall / runs).toFixed(2)} ms; passes ${rendered.passes}; ` +
      `${rendered.body.length + rendered.payload.length} chars`,
  );
}

/**
 * The render's own cost, measured apart from the load (issue 44 item 3), inside the bench server: the
 * built store's server entry in the server's copy of the build is replaced by bench/measured-entry.mjs,
 * which keeps the last pages the load had rendered. `renderCpuApart` renders each kept page again, one
 * at a time with nothing else running, its reads answered from memory (the answers parsed before the
 * clock starts), and answers the CPU (user + system) per render. The rest of a page request (the API's
 * reads, the head, joining and compressing the HTML, HTTP) is the page's CPU less this.
 */
import { copyFileSync, existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Preferences, StoreServerEntry } from '@bookstore/api-client/render';

interface KeptRenders {
  render?: StoreServerEntry['render'];
  pages: { url: string; preferences: Preferences; data: Record<string, unknown> }[];
  count: number;
}

/** Shared with bench/measured-entry.mjs through the global object (its module is imported by URL). */
const kept = ((globalThis as Record<symbol, unknown>)[Symbol.for('bookstore.bench.renders')] ??= {
  pages: [],
  count: 0,
}) as KeptRenders;

/** Puts bench/measured-entry.mjs in front of the server entry of a copy of the built store. */
export function measureRenders(storeDir: string): boolean {
  const entry = path.join(storeDir, 'server', 'entry-server.js');
  if (!existsSync(entry)) return false;
  renameSync(entry, path.join(storeDir, 'server', 'entry-server.measured.js'));
  copyFileSync(fileURLToPath(new URL('./measured-entry.mjs', import.meta.url)), entry);
  return true;
}

/** Forgets the pages kept so far (the server's own first renders). */
export function forgetRenders(): void {
  kept.pages.length = 0;
  kept.count = 0;
}

/** What `renderCpuApart` answers. */
export interface RenderApart {
  /** Pages the server rendered since the last call. */
  renders: number;
  /** Distinct kept pages rendered again, and how many times each. */
  pages: number;
  runs: number;
  /** CPU ms per render (mean), null when nothing was rendered. */
  cpuMs: number | null;
}

/** Renders the kept pages again, `runs` times each after one unmeasured render; then forgets them. */
export async function renderCpuApart(runs = 5): Promise<RenderApart> {
  const pages = kept.pages.splice(0);
  const renders = kept.count;
  kept.count = 0;
  const render = kept.render;
  if (!render || pages.length === 0) return { renders, pages: 0, runs, cpuMs: null };
  let micros = 0;
  let count = 0;
  for (const page of pages) {
    const texts = Object.entries(page.data).map(([key, value]) => [key, JSON.stringify(value)] as const);
    const once = async (): Promise<number> => {
      // A fresh copy of the answers each time, made before the clock starts.
      const answers = new Map(texts.map(([key, text]) => [key, JSON.parse(text) as unknown]));
      const read = (key: string): Promise<unknown> =>
        answers.has(key)
          ? Promise.resolve(answers.get(key))
          : Promise.reject(new Error(`${page.url} read ${key}, which the load's render did not`));
      const cpu = process.cpuUsage();
      const rendered = await render({ url: page.url, preferences: page.preferences, read });
      const used = process.cpuUsage(cpu);
      if (!rendered) throw new Error(`${page.url} was not rendered again`);
      return used.user + used.system;
    };
    await once();
    for (let i = 0; i < runs; i += 1) {
      micros += await once();
      count += 1;
    }
  }
  return { renders, pages: pages.length, runs, cpuMs: Math.round(micros / count / 10) / 100 };
}

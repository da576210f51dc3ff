/**
 * The store's server entry as bench/server.ts serves it: its own copy of the build has this file as
 * dist/server/entry-server.js and the built entry beside it as entry-server.measured.js. Every export is
 * the built entry's; `render` also keeps the last pages it rendered (their URL, preferences and the
 * answers of their reads) with a count, for bench/render-apart.ts to render again apart from the load
 * and time the render's own CPU.
 */
export * from './entry-server.measured.js';
import { render as measured } from './entry-server.measured.js';

/** Pages kept: the latest, as the load asked for them. */
const KEPT = 40;
const kept = (globalThis[Symbol.for('bookstore.bench.renders')] ??= { pages: [], count: 0 });
kept.render = measured;

export async function render(request) {
  const page = await measured(request);
  if (page) {
    kept.count += 1;
    kept.pages.push({ url: request.url, preferences: request.preferences, data: page.data });
    if (kept.pages.length > KEPT) kept.pages.shift();
  }
  return page;
}

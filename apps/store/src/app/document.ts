/*
 * The store's built index.html in the parts a server-rendered page is put together from (the render
 * contract's `StoreDocument`): the store's build writes them beside its manifest (vite.config.ts), so
 * the API assembles a page by joining strings, with no editing of the HTML. Build-time code: it imports
 * types and the theme colours only.
 */
import type { StoreDocument, Theme } from '@bookstore/api-client/render';
import { THEME_COLORS } from '../state/themeColors';

/** Vite's entry script and style sheet tags, as its build writes them into index.html. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_STYLE = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;
/** The template's own description and title: a page writes its own in their place. */
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;
const TITLE = /<title>[\s\S]*?<\/title>/i;

/** `text` cut in two at the first `marker` (the marker starts the second part). */
function cut(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`The store's index.html has no ${marker}`);
  return [text.slice(0, at), text.slice(at)];
}

/** The document's start in a theme: its `data-theme` and theme colour. */
function themed(start: string, theme: Theme): string {
  return start
    .replace(/(<html[^>]*\sdata-theme=")[^"]*"/i, (_all, before: string) => `${before}${theme}"`)
    .replace(
      /(<meta\s+name="theme-color"\s+content=")[^"]*"/i,
      (_all, before: string) => `${before}${THEME_COLORS[theme]}"`,
    );
}

/** The parts of the built index.html (see `StoreDocument`). */
export function documentParts(html: string): StoreDocument {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) throw new Error("The store's index.html has no entry script");
  const styles = [...html.matchAll(ENTRY_STYLE)].map(([, href]) => href ?? '');
  const page = html.replace(ENTRY_SCRIPT, '').replace(ENTRY_STYLE, '').replace(DESCRIPTION, '');
  const title = TITLE.exec(page);
  if (!title) throw new Error("The store's index.html has no title");
  const start = page.slice(0, title.index);
  const [head, body] = cut(page.slice(title.index + title[0].length), '</head>');
  const [rootStart, rest] = cut(body, '<div id="root">');
  const [rootEnd, end] = cut(rest.slice('<div id="root">'.length), '</div>');
  if (rootEnd !== '') throw new Error("The store's root element is not empty");
  return {
    start: { light: themed(start, 'light'), dark: themed(start, 'dark') },
    head,
    entry,
    styles,
    rootStart: `${rootStart}<div id="root">`,
    rootEnd: '</div>',
    end: end.slice('</div>'.length),
  };
}

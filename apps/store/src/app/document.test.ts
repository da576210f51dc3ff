import { describe, expect, it } from 'vitest';
import template from '../../index.html?raw';
import { documentParts } from './document';

/** The store's index.html as Vite's build writes it: the entry's script and style sheet in the head. */
const BUILT = template
  .replace(/\s*<script type="module" src="\/src\/main.tsx"><\/script>/, '')
  .replace(
    '</head>',
    '  <script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/index-b.css">\n  </head>',
  );

describe("the store's document in parts", () => {
  it('leaves out the title, description, entry script and style sheets, which a rendered page writes itself', () => {
    const parts = documentParts(BUILT);
    expect(parts.entry).toBe('/assets/index-a.js');
    expect(parts.styles).toEqual(['/assets/index-b.css']);
    const joined = [parts.start.light, parts.head, parts.rootStart, parts.rootEnd, parts.end].join('');
    expect(joined).not.toMatch(/<title>|name="description"|index-a\.js|index-b\.css/);
    expect(parts.head).toContain('<link rel="icon"');
    expect(parts.head).toContain("setAttribute('data-theme', theme)");
    expect(parts.rootStart).toMatch(/^<\/head>\s*<body>\s*<div id="root">$/);
    expect(parts.rootEnd).toBe('</div>');
    expect(parts.end).toMatch(/^\s*<\/body>\s*<\/html>\s*$/);
  });

  it('starts the document in each theme, with its colour', () => {
    const { start } = documentParts(BUILT);
    expect(start.light).toContain('<html lang="en" data-theme="light">');
    expect(start.light).toContain('<meta name="theme-color" content="#ffffff" />');
    expect(start.dark).toContain('<html lang="en" data-theme="dark">');
    expect(start.dark).toContain('<meta name="theme-color" content="#16140f" />');
  });

  it('refuses a document it cannot take apart', () => {
    expect(() => documentParts('<html><head></head><body></body></html>')).toThrow(/entry script/);
  });
});

/*
 * The head of a public page as crawlers and link previews read it: title, description, canonical link,
 * Open Graph and Twitter card tags and schema.org JSON-LD, as tags for the document's head.
 */

/** What the server says about one page in its HTML head. */
export interface PageHead {
  /** The full document title ("Book title · Bookstore"), the same text the store sets (pageTitle). */
  title: string;
  description: string;
  /** Absolute URL of the page's one address (no tracking or sort parameters); none on a 404. */
  canonical?: string | undefined;
  /** og:type: website, book, profile. */
  ogType: 'website' | 'book' | 'profile';
  /** Absolute image URL (a cover, an avatar); none for generated (data:) covers. */
  image?: { url: string; alt: string } | undefined;
  /** Extra `<meta property=...>` pairs (book:isbn, profile:username...). */
  properties?: ReadonlyArray<readonly [string, string]>;
  /** schema.org objects, each written as its own `<script type="application/ld+json">`. */
  jsonLd?: readonly object[];
  /** `noindex`: unknown pages and search results (crawlers follow their links, never list them). */
  robots?: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value for HTML: `& < > " '` escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a `<script>` element: no `<` (so no `</script>` or `<!--` from a title can end
 * or bend the element), no `>` or `&`, and no line separators; JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => JSON_ESCAPES[ch] ?? ch);
}

/** A description for a meta tag: one line, at most `max` characters, cut at a word with an ellipsis. */
export function summarize(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;

/** The tags of a page head, one per line. */
export function headTags(head: PageHead, siteName: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`] : []),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
  ];
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image.url), meta('property', 'og:image:alt', head.image.alt));
  }
  for (const [key, content] of head.properties ?? []) tags.push(meta('property', key, content));
  // Covers and avatars are portrait or square: the "summary" card shows them whole, a large one crops.
  tags.push(
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) {
    tags.push(
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  }
  return tags.join('\n    ');
}

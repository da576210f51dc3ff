/*
 * The head tags of a server-rendered page that come from its markup (entry-server.tsx): the preloads
 * React writes ahead of the markup, and the preload of the page's first image when React wrote none.
 */

/** An image to preload: its `src`, and its `srcset` and `sizes` when it has narrower copies (issue 26). */
export interface PreloadImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

/** The first image of the rendered markup that asks for high priority, else the first image. */
export function firstImage(html: string): PreloadImage | undefined {
  const images = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
  const tag = images.find((image) => /\bfetchpriority="high"/i.test(image)) ?? images[0];
  if (!tag) return undefined;
  // Values as React wrote them (escaped); React names the attributes srcSet and sizes.
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const src = attribute('src');
  if (src === undefined) return undefined;
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return { src, ...(srcset ? { srcset, ...(sizes ? { sizes } : {}) } : {}) };
}

/**
 * The preload of that image. With a srcset it names the copies, not `src` (as React's own image
 * preloads do): a browser that understands `imagesrcset` picks the copy the `<img>` will, and one that
 * does not would otherwise fetch the original as well.
 */
export function imagePreload(image: PreloadImage): string {
  const source = image.srcset
    ? `imagesrcset="${image.srcset}"${image.sizes ? ` imagesizes="${image.sizes}"` : ''}`
    : `href="${image.src}"`;
  return `<link rel="preload" as="image" ${source} fetchpriority="high" />`;
}

/**
 * A rendered page's markup split into its head tags and the root's markup. React writes the preloads
 * its markup asks for (images with fetchPriority="high", ...) ahead of it: they go into the head, where
 * the browser finds them first, with the first image's preload when none of them is one.
 */
export function splitHead(html: string): { head: string[]; body: string } {
  const hints = /^(?:<link\b[^>]*\/>)*/.exec(html)?.[0] ?? '';
  const body = html.slice(hints.length);
  const image = /fetchPriority="high"/i.test(hints) ? undefined : firstImage(body);
  return { head: [...(hints ? [hints] : []), ...(image ? [imagePreload(image)] : [])], body };
}

/**
 * Responsive covers (issue 26): a raster cover `covers/uploaded/ab12.jpg` gets WebP copies beside it,
 * `covers/uploaded/ab12-320w.webp`, at the fixed widths below that are narrower than the original (the
 * `covers.variants` job, domains/media/cover-variants.ts). The book keeps the widths written
 * (`books.cover_widths`); the answers name them as a `srcset`. SVG covers are vector: none.
 */

/** The widths written, in CSS pixels at 1x up to a 320 px cover at 3x (see docs/decisions-issue-26.md). */
export const COVER_WIDTHS = [160, 320, 480, 640, 960] as const;

/**
 * Covers sharp can read and shrink: what `coverRule` accepts (JPEG, PNG, WebP). Case-insensitive; the
 * same pattern finds them in SQL (`~*`: PostgreSQL's expressions read it alike).
 */
export const RASTER_COVER = /\.(?:jpe?g|png|webp)$/i;

export const isRasterCover = (coverPath: string): boolean => RASTER_COVER.test(coverPath);

/** The key of the `width` px WebP copy of a cover: beside it, named after it. */
export function coverVariantKey(coverPath: string, width: number): string {
  return `${coverPath.replace(/\.[^./]*$/, '')}-${width}w.webp`;
}

/** `url-160w.webp 160w, url-320w.webp 320w, …` for the widths a cover has; null when it has none. */
export function coverSrcset(
  url: (key: string) => string,
  coverPath: string | null,
  widths: readonly number[] | null | undefined,
): string | null {
  if (!coverPath || !widths?.length || !isRasterCover(coverPath)) return null;
  return [...widths]
    .sort((a, b) => a - b)
    .map((width) => `${url(coverVariantKey(coverPath, width))} ${width}w`)
    .join(', ');
}

import type { Annotation } from '@bookstore/api-client/contract';

export type HighlightColor = NonNullable<Annotation['color']>;

/**
 * The highlight colours the API keeps, with the fill drawn over the text (at the overlay's 30 %
 * opacity each stays readable on the light, sepia and dark pages) and the swatch of the notes list.
 */
export const HIGHLIGHT_COLORS: Record<HighlightColor, { label: string; fill: string }> = {
  yellow: { label: 'Yellow', fill: '#ffd400' },
  green: { label: 'Green', fill: '#3fbf4f' },
  blue: { label: 'Blue', fill: '#3d9bff' },
  pink: { label: 'Pink', fill: '#ff5fa8' },
};

/** The fill of a highlight's colour (yellow when it has none, or one this build does not know). */
export const highlightFill = (color: string | null | undefined) =>
  HIGHLIGHT_COLORS[(color ?? 'yellow') as HighlightColor]?.fill ?? HIGHLIGHT_COLORS.yellow.fill;

import clsx from 'clsx';
import { useState, type HTMLAttributes } from 'react';
import classes from './BookCover.module.css';

export interface BookCoverProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The cover image URL (`cover_path`); null or empty shows the fallback. */
  src?: string | null;
  /**
   * Narrower copies of the cover (`cover_srcset`: `url 160w, url 320w, …`); the browser downloads the
   * one that `sizes` says fills the cover. Null or empty: `src` alone.
   */
  srcSet?: string | null;
  /**
   * How wide the cover is drawn, as `<img sizes>` (`(max-width: 420px) 40vw, 180px`); give it with
   * every `srcSet` (without it the browser assumes the whole viewport's width).
   */
  sizes?: string;
  /** The book's title, written on the fallback. */
  title: string;
  /**
   * Text alternative. Defaults to "Cover of {title}"; pass "" when the title is already written
   * next to the cover (cards, cart rows) so screen readers do not hear it twice.
   */
  alt?: string;
  /** Width of the cover; the height follows from the fixed 2:3 ratio. */
  width?: number | string;
  /** `lazy` (default) defers off-screen covers; use `eager` for the first covers on a page. */
  loading?: 'lazy' | 'eager';
}

/** A book cover at a fixed 2:3 aspect ratio, lazily loaded, with a titled fallback when there is no image. */
export function BookCover({
  src,
  srcSet,
  sizes,
  title,
  alt,
  width,
  loading = 'lazy',
  className,
  style,
  ...rest
}: BookCoverProps) {
  // Remember which URL failed so a new src gets a fresh attempt without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = alt ?? `Cover of ${title}`;
  const showImage = Boolean(src) && src !== failedSrc;

  return (
    <div
      {...rest}
      className={clsx(classes.BookCover, className)}
      style={{ ...style, ...(width !== undefined ? { width } : null) }}
      data-fallback={showImage ? undefined : ''}
    >
      {showImage && src ? (
        <img
          className={classes.Image}
          // Set before src (React sets attributes in this order), so src never starts a download alone.
          srcSet={srcSet || undefined}
          sizes={srcSet ? sizes : undefined}
          src={src}
          alt={label}
          loading={loading}
          // An eager cover is above the fold, often the page's largest image: fetched before the rest.
          fetchPriority={loading === 'eager' ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div
          className={classes.Fallback}
          {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
        >
          <svg className={classes.FallbackIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M4 4.5A2.5 2.5 0 0 1 6.5 2H20v17H6.5a1.5 1.5 0 0 0 0 3H20M4 4.5v15A2.5 2.5 0 0 0 6.5 22"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className={classes.FallbackTitle}>{title}</span>
        </div>
      )}
    </div>
  );
}

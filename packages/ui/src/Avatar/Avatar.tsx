import { clsx } from 'clsx';
import { useState, type ComponentPropsWithRef } from 'react';
import classes from './Avatar.module.css';

export type AvatarSize = 'small' | 'medium' | 'large' | 'xlarge';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Image URL; null or undefined (or a broken image) shows the generated initials image. */
  src?: string | null;
  /** The person's name or username: the alt text, and the source of initials and colour. */
  name: string;
  size?: AvatarSize;
  /** Alt text override; `''` makes the avatar decorative (when the name is shown beside it). */
  alt?: string;
}

const TONES = 8;

/** Up to two initials: first and last word, or the first two letters of a single word. */
export function getInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._@-]+/)
    .filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  const initials = last ? `${first.charAt(0)}${last.charAt(0)}` : first.slice(0, 2);
  return initials.toUpperCase() || '?';
}

/** A stable tone (0-7) from the name, so a user keeps the same colour everywhere. */
export function getAvatarTone(name: string): number {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % TONES;
}

/** A user's picture, or generated initials on a colour derived from the name. */
export function Avatar({ src, name, size = 'medium', alt, className, ...rest }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = alt ?? name;
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      {...rest}
      data-size={size}
      data-tone={getAvatarTone(name)}
      className={clsx(classes.Root, className)}
      {...(showImage ? {} : label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {showImage && src ? (
        <img src={src} alt={label} className={classes.Image} onError={() => setFailedSrc(src)} />
      ) : (
        <svg className={classes.Initials} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <text x="50%" y="50%" dominantBaseline="central" textAnchor="middle">
            {getInitials(name)}
          </text>
        </svg>
      )}
    </span>
  );
}

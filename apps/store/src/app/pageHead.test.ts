/**
 * The server-rendered page's own image preload (pageHead.ts), for pages where React wrote none with
 * high priority: a cover with narrower copies (issue 26) is preloaded by its srcset and sizes.
 */
import { describe, expect, it } from 'vitest';
import { firstImage, imagePreload } from './pageHead';

describe('the preloaded first image', () => {
  it('is the high-priority image, else the first, with its srcset and sizes when it has them', () => {
    const markup =
      '<img src="/media/a.svg" alt=""/>' +
      '<img srcSet="/media/b-160w.webp 160w, /media/b-320w.webp 320w" sizes="(max-width:420px) calc(50vw - 48px),200px" src="/media/b.jpg" fetchPriority="high" alt=""/>';
    const image = firstImage(markup);
    expect(image).toEqual({
      src: '/media/b.jpg',
      srcset: '/media/b-160w.webp 160w, /media/b-320w.webp 320w',
      sizes: '(max-width:420px) calc(50vw - 48px),200px',
    });
    expect(imagePreload(image ?? { src: '' })).toBe(
      '<link rel="preload" as="image" imagesrcset="/media/b-160w.webp 160w, /media/b-320w.webp 320w" imagesizes="(max-width:420px) calc(50vw - 48px),200px" fetchpriority="high" />',
    );
  });

  it('is the plain src of an image without copies', () => {
    const image = firstImage('<p>x</p><img class="c" src="/media/seed/covers/a.svg" alt="A"/>');
    expect(image).toEqual({ src: '/media/seed/covers/a.svg' });
    expect(imagePreload(image ?? { src: '' })).toBe(
      '<link rel="preload" as="image" href="/media/seed/covers/a.svg" fetchpriority="high" />',
    );
    expect(firstImage('<p>no image</p>')).toBeUndefined();
  });
});

import type { UploadRule } from '../media.ts';

/*
 * What each upload may be: the services check files against these, and the HTTP layer's body limits
 * (http/body-limits.ts) are sized from them, so they live below both.
 */

const MB = 1024 * 1024;

// The contract's zod schemas check the declared type and size; these rules make the media store
// also check the file's first bytes, so a renamed file is refused too.
export const coverRule: UploadRule = { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 10 * MB };
/** A track may pass 2 GiB (a long M4B): sizes are 64-bit from the upload to the bigint column. */
export const audiobookRule: UploadRule = {
  types: ['audio/mpeg', 'audio/mp4', 'audio/x-m4b'],
  maxBytes: 4096 * MB,
};
/** An ebook's EPUB (checked structurally by domains/media/epub.ts before it is stored). */
export const ebookRule: UploadRule = { types: ['application/epub+zip'], maxBytes: 100 * MB };
export const demoRule: UploadRule = { types: ['audio/mpeg', 'audio/mp4', 'audio/wav'], maxBytes: 20 * MB };

/** What an artist may deliver: the recording's declared type must match its first bytes. */
export const deliveryRule: UploadRule = {
  types: ['audio/mpeg', 'audio/mp4', 'audio/wav'],
  maxBytes: 200 * 1024 * 1024,
};

/** The two profile images, where they are stored and how large they may be. */
export const PROFILE_IMAGES = {
  avatar: { column: 'avatar_path', field: 'avatar', folder: 'avatars', maxBytes: 2 * 1024 * 1024 },
  profile_banner: {
    column: 'banner_path',
    field: 'profile_banner',
    folder: 'banners',
    maxBytes: 5 * 1024 * 1024,
  },
} as const;

/*
 * A domain's *.presenter.ts: pure mappers from rows to the contract's shapes. They read no database, no
 * request and no validation; the only thing of the app they use is `media.url()`, which turns a stored
 * path into an address (see `MediaUrls`). A route presents what its service returned by calling them.
 */
import type { MediaFiles } from './files.ts';

/** What a presenter may use of the app's dependencies (`AppDeps` is one): media addresses only. */
export interface MediaUrls {
  media: Pick<MediaFiles, 'url'>;
}

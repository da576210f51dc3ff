import type { Params } from 'react-router-dom';

/**
 * Starts the reads a screen makes (with `prefetchRead`, under the keys its hooks use) from the page's
 * URL, so its data downloads alongside its chunk instead of after it.
 */
export type DataPrefetch = (page: { params: Params; url: URL }) => void;

/**
 * The reads a page load starts (routes/pages/page.ts): the same prefetch the server runs and the
 * screen's hooks ask for. A prefetch small enough for the first chunk is given as it is; a heavier one
 * is loaded with its area's chunk (`area(...).reads`), so the route table in the first chunk carries
 * only its name.
 */
export type PageReads = DataPrefetch | { load: () => Promise<DataPrefetch> };

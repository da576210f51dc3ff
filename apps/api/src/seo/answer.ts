/*
 * What the server tells of a store page itself: its reads (typed as the store's screens key them) and
 * whether a read's failure names nothing. A public page's head is the store's own (its page module's,
 * through the server entry's `describe`); route parameters decode with store-routes'
 * `decodeRouteParams`, the Not Found page is page-meta's `notFoundPage`.
 */
import { keyFor, type ResultOf } from '@bookstore/api-client';
import { contract, type Contract } from '@bookstore/api-client/contract';
import { toHttpError } from '../http/errors.ts';

/** How a page's data is read. */
export interface PageRequest {
  /**
   * A public read (`/api/public/...`) answered in-process, made once per page request however many times
   * it is asked for; rejects with the answer's status as an `HttpError` when it is not 200.
   */
  read: (key: string) => Promise<unknown>;
}

/**
 * A public call as the page's screen reads it (the same key, so the page's render takes this answer),
 * typed by the contract; rejects as `PageRequest.read` does.
 */
export async function readOfPage<K extends keyof Contract['public']>(
  page: Pick<PageRequest, 'read'>,
  call: K,
  input: { params?: object; query?: object },
): Promise<ResultOf<'public', K>> {
  return (await page.read(keyFor(contract.public[call].path, input))) as ResultOf<'public', K>;
}

/** Whether a read's failure means the page names nothing: a 404, or a 422 (nothing such could exist). */
export function namesNothing(error: unknown): boolean {
  // A read through the API answers an HttpError; one that calls a service directly, its domain error.
  const status = toHttpError(error)?.status;
  return status === 404 || status === 422;
}

/*
 * What describing a public page gives back: the status its HTML is sent with and its head, made the
 * same way for every page from the store's text for it.
 */
import { keyFor, type ResultOf } from '@bookstore/api-client';
import { contract, type Contract } from '@bookstore/api-client/contract';
import { notFoundHead, type PageHead } from '@bookstore/api-client/page-meta';
import { toHttpError } from '../http/errors.ts';

/** A page's head and the status its HTML is sent with. */
export interface PageAnswer {
  status: 200 | 404;
  head: PageHead;
}

/** Where a page is asked for: its path and query, the visitor's country and this site's origin. */
export interface PageRequest {
  path: string;
  search: URLSearchParams;
  country: string;
  /** PUBLIC_URL, or the address the server listens on (absoluteOrigin): never the request's Host. */
  origin: string;
  /**
   * A public read (`/api/public/...`) answered in-process, made once per page request however many times
   * it is asked for (the page's head and its render read the same book); rejects with the answer's status
   * as an `HttpError` when it is not 200.
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

/** A page that exists: its head, sent with a 200. */
export const foundPage = (head: PageHead): PageAnswer => ({ status: 200, head });

/** Whether a read's failure means the page names nothing: a 404, or a 422 (nothing such could exist). */
export function namesNothing(error: unknown): boolean {
  // A read through the API answers an HttpError; one that calls a service directly, its domain error.
  const status = toHttpError(error)?.status;
  return status === 404 || status === 422;
}

/**
 * A store route's parameters decoded (`matchStorePage` leaves them as the path has them), or undefined
 * for a malformed escape, which names nothing.
 */
export function decodedParams(params: Record<string, string>): Record<string, string> | undefined {
  try {
    return Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
  } catch {
    return undefined;
  }
}

/** The Not Found page: the store's HTML says so, with a 404, and asks crawlers not to list it. */
export function notFoundPage(): PageAnswer {
  return { status: 404, head: notFoundHead() };
}

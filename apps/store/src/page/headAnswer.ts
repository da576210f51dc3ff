import { notFoundHead } from '@bookstore/api-client/page-meta';
import { apiKeys } from '@bookstore/api-client/react';
import type { DescribedPage } from '@bookstore/api-client/render';
import type { AreaRead, HeadRequest, PageHeadOf, PublicRead } from './head';

/**
 * Whether a read's failure means the page names nothing: a 404, or a 422 (nothing such could exist).
 * The server's reads reject with the answer's status, the browser's with an `ApiError`: both carry it.
 */
export function namesNothing(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 422;
}

/** The Not Found page's answer: its head asks crawlers not to list it. */
export const notFoundPage = (): DescribedPage => ({ status: 404, head: notFoundHead() });

/**
 * A page's head and status, made by its page module's `head` (routes/pages/): the Not Found page when
 * it finds nothing or a read answers 404 or 422; another failure propagates.
 */
export async function answerHead(head: PageHeadOf, request: HeadRequest): Promise<DescribedPage> {
  try {
    const found = await head(request);
    return found ? { status: 200, head: found } : notFoundPage();
  } catch (error) {
    if (namesNothing(error)) return notFoundPage();
    throw error;
  }
}

/** The SWR key of a read of `area`, as its hook keys it (`apiKeys`). */
export const areaReadKey = (area: string, call: string, input: unknown): string =>
  (
    (apiKeys as unknown as Record<string, Record<string, (input: unknown) => string>>)[area]?.[call] ??
    (() => {
      throw new Error(`${area}.${call} is not a read`);
    })
  )(input);

/** The SWR key of a public read, as its hook keys it (`apiKeys`). */
export const readKey = (call: Parameters<PublicRead>[0], input: unknown): string =>
  areaReadKey('public', call, input);

/** Typed reads of any area over reads by SWR key (the server's in-process reads, `DescribeRequest.read`). */
export const keyedAreaRead =
  (read: (key: string) => Promise<unknown>): AreaRead =>
  (area, call, input) =>
    read(areaReadKey(area, call as string, input)) as Promise<never>;

/** A typed public read over reads by SWR key. */
export const keyedRead =
  (read: (key: string) => Promise<unknown>): PublicRead =>
  (call, input) =>
    read(readKey(call, input)) as Promise<never>;

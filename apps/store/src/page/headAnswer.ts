import { notFoundPage } from '@bookstore/api-client/page-meta';
import { apiKeys } from '@bookstore/api-client/react';
import type { DescribedPage } from '@bookstore/api-client/render';
import type { AreaRead, HeadRequest, PageHeadOf } from './head';

/**
 * Whether a read's failure means the page names nothing: a 404, or a 422 (nothing such could exist).
 * The server's reads reject with the answer's status, the browser's with an `ApiError`: both carry it.
 */
export function namesNothing(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 422;
}

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

/** The reads of a head's request: any area's (`readIn`), and the `public` area's by their names (`read`). */
export const publicReadOf = (readIn: AreaRead): Pick<HeadRequest, 'read' | 'readIn'> => ({
  read: (call, input) => readIn('public', call, input),
  readIn,
});

/** Typed reads of any area over reads by SWR key (the server's in-process reads, `DescribeRequest.read`). */
export const keyedAreaRead =
  (read: (key: string) => Promise<unknown>): AreaRead =>
  (area, call, input) =>
    read(areaReadKey(area, call as string, input)) as Promise<never>;

import type { Area, CallResult } from '@bookstore/api-client';
import type { Contract } from '@bookstore/api-client/contract';
import type { PageHead } from '@bookstore/api-client/page-meta';
import type { KeyInput, ReadName } from '@bookstore/api-client/react';

/**
 * A public read of a page's head, typed by the contract and keyed as the screen's hook keys it
 * (`apiKeys`): the server answers it in-process (the render takes the same answer), the browser from
 * SWR. Rejects as the read does (an error with the answer's `status`).
 */
export type PublicRead = <K extends ReadName<'public'>>(
  call: K,
  input: KeyInput<Contract['public'][K]>,
) => Promise<CallResult<Contract['public'][K]>>;

/** A read of any area's public call (`/api/public/...`: a book's reviews), keyed as `PublicRead`'s. */
export type AreaRead = <A extends Area, K extends ReadName<A>>(
  area: A,
  call: K,
  input: KeyInput<Contract[A][K]>,
) => Promise<CallResult<Contract[A][K]>>;

/** What a page's head is made from: where the page is, whose it is, and its data. */
export interface HeadRequest {
  /** The site's own origin, for the canonical address and the other absolute addresses. */
  origin: string;
  /** The page's address (its path and query). */
  url: URL;
  /** The route's parameters, decoded (`{ slug }` of `/books/:slug`). */
  params: Readonly<Record<string, string | undefined>>;
  /** The visitor's country (the keys of the reads that take one). */
  country: string;
  read: PublicRead;
  /** The same for the public reads of another area than `public` (the reviews'). */
  readIn: AreaRead;
}

/**
 * A public page's head (`PublicPage.head`), made from its request: the same on the server (the HTML's
 * head) and in the browser (the document's title, description and canonical link). Undefined, or a
 * read answering 404 or 422, says the address names nothing: the Not Found head.
 */
export type PageHeadOf = (request: HeadRequest) => Promise<PageHead | undefined>;

import type { BookType } from '@bookstore/api-client/constants';

// Apart from app/ssr.ts, whose code only the hydration chunk needs: main.tsx checks for the payload.

/** The id of the script element a server-rendered page carries its payload in (main.tsx writes it too). */
export const SSR_PAYLOAD_ID = 'ssr-data';

/** What a server-rendered page hands the browser (entry-server.tsx writes it). */
export interface SsrPayload {
  /** The choices the page was rendered with (the store's cookies). */
  preferences: { theme: string; bookType: BookType; country: string };
  /** The answers of the page's reads, by SWR key. */
  data: Record<string, unknown>;
  /** The route loaders' results (the router's hydration data). */
  loaderData: Record<string, unknown>;
}

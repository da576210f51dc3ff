/*
 * Store pages the server sends as the store's HTML for the browser to render (buying one book, an
 * artist's offers, the back office) whose address names something. When that thing does not exist, or
 * the page is not the visitor's to see, the answer is the Not Found page with a 404, as it is for the
 * public pages whose heads the store's page modules make, so a crawler or a link checker is not told the page is there.
 */
import { BACK_OFFICE_ROUTE_PATTERNS, matchStorePage } from '@bookstore/api-client/store-routes';
import type { SessionState } from '../context.ts';
import { decodeRouteParams } from '@bookstore/api-client/store-routes';
import { namesNothing, readOfPage, type PageRequest } from './answer.ts';

/** What deciding needs: the page's public reads in the visitor's country, and the visitor's session. */
export interface ShellPageRequest {
  read: PageRequest['read'];
  /** The visitor's country, undefined while no country is supported (nothing can be read then). */
  country: string | undefined;
  session: SessionState | null;
}

/** Whether the page at a pattern shows something, from its parameters (decoded). */
type Exists = (request: ShellPageRequest, params: Record<string, string>) => Promise<boolean>;

/** What a read answers, or undefined when it names nothing (`namesNothing`). */
async function answerOf<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (namesNothing(error)) return undefined;
    throw error;
  }
}

/** The artist a username (or uid) names, priced in the country, as the artist's pages read them. */
const artistOf = (request: ShellPageRequest, country: string, username: string) =>
  answerOf(() => readOfPage(request, 'getVoa', { params: { uid: username }, query: { country } }));

/** Whether the pattern's page shows something; always true while no country is supported (nothing to read). */
const inCountry =
  (
    exists: (request: ShellPageRequest, country: string, params: Record<string, string>) => Promise<boolean>,
  ): Exists =>
  async (request, params) =>
    request.country === undefined || exists(request, request.country, params);

const SHELL_PAGES: Record<string, Exists> = {
  '/books/{slug}/buy': inCountry(
    async (request, country, { slug = '' }) =>
      (await answerOf(() =>
        readOfPage(request, 'getBook', { params: { uid: slug }, query: { country } }),
      )) !== undefined,
  ),
  '/voas/{username}/offers': inCountry(
    async (request, country, { username = '' }) => (await artistOf(request, country, username)) !== undefined,
  ),
  // The offer must be the named artist's: another artist's address for it is no page.
  '/voas/{username}/offers/{offer}': inCountry(async (request, country, { username = '', offer = '' }) => {
    const [artist, found] = await Promise.all([
      artistOf(request, country, username),
      answerOf(() =>
        readOfPage(request, 'getVoaOffer', { params: { offer_uid: offer }, query: { country } }),
      ),
    ]);
    return artist !== undefined && found?.data.artist.username === artist.data.username;
  }),
  // The back office exists for operators alone; a visitor is sent to sign in by the store, as before.
  ...Object.fromEntries(
    BACK_OFFICE_ROUTE_PATTERNS.map((pattern): [string, Exists] => [
      pattern,
      async ({ session }) => session === null || session.user.is_operator,
    ]),
  ),
};

/** Whether the page at `path` names nothing there is (or nothing for this visitor): a 404 then. */
export async function isMissingShellPage(path: string, request: ShellPageRequest): Promise<boolean> {
  const match = matchStorePage(path);
  const exists = match && SHELL_PAGES[match.pattern];
  if (!match || !exists) return false;
  const params = decodeRouteParams(match.params);
  if (!params) return true; // a malformed escape names nothing
  return !(await exists(request, params));
}

/*
 * The heads of the voiceover artists' public pages (their page modules name them:
 * `voiceover.heads('voaHead')`), from the reads their screens make (reads.ts, the same keys). Their own
 * chunk, loaded after the page's first render.
 */
import { fixedHead, PAGE_TEXTS, pathOf, voaHead as voaHeadOf } from '@bookstore/api-client/page-meta';
import type { PageHeadOf } from '../../page/head';
import { voaRead } from './reads';

/** /voas: the directory's fixed text. */
export const voasHead: PageHeadOf = async ({ origin }) => fixedHead(origin, pathOf('voas'), PAGE_TEXTS.voas);

/** /voas/{username}: the artist as the screen reads them, priced for the visitor's country. */
export const voaHead: PageHeadOf = async ({ origin, params: { username }, country, read }) => {
  if (!username) return undefined;
  const { data: artist } = await read('getVoa', voaRead(username, country));
  return voaHeadOf(origin, artist);
};

/*
 * The heads of the voiceover artists' public pages (their page modules name them:
 * `voiceover.heads('voa')`), from the reads their screens make (reads.ts, the same keys). In the area's
 * chunk (index.ts), out of the first one.
 */
import { fixedHead, PAGE_TEXTS, pathOf, voaHead } from '@bookstore/api-client/page-meta';
import type { PageHeadOf } from '../../page/head';
import { voaRead } from './reads';

/** /voas: the directory's fixed text. */
export const voas: PageHeadOf = async ({ origin }) => fixedHead(origin, pathOf('voas'), PAGE_TEXTS.voas);

/** /voas/{username}: the artist as the screen reads them, priced for the visitor's country. */
export const voa: PageHeadOf = async ({ origin, params: { username }, country, read }) => {
  if (!username) return undefined;
  const { data: artist } = await read('getVoa', voaRead(username, country));
  return voaHead(origin, artist);
};

/*
 * The head of the partner programme's page (/partners; its page module names it:
 * `partners.heads('programme')`): fixed text, like the index pages'. In the area's chunk (index.ts).
 */
import { fixedHead, PAGE_TEXTS, pathOf } from '@bookstore/api-client/page-meta';
import type { PageHeadOf } from '../../page/head';

/** /partners */
export const programme: PageHeadOf = async ({ origin }) =>
  fixedHead(origin, pathOf('partners'), PAGE_TEXTS.partners);

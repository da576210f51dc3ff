import type { ComponentType } from 'react';
import { loadChunk } from '../page/chunks';
import type { PageHeadOf } from '../page/head';
import type { DataPrefetch, PageReads } from '../page/reads';
import type { GuardName } from '../guards';

export type { DataPrefetch, PageReads };

/** The guards of every page for a signed-in user with a verified email (account, selling, dashboard). */
export const SIGNED_IN: readonly GuardName[] = ['user_session', 'is_email_verified'];

/** Loads one screen component from its area's chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * One row of a route table: the path, the guards run in order before it renders, the screen, and the
 * reads the page load starts and the head its page module declares (routes/pages/page.ts).
 */
export interface ScreenRoute {
  path: string;
  guards: readonly GuardName[];
  screen: ScreenLoader;
  data?: PageReads | undefined;
  head?: PageHeadOf | undefined;
}

/** A screen loader, with the area it comes from (the server links the area's chunk and CSS). */
export type AreaScreen = ScreenLoader & { area?: unknown };

/** The heads an area's module exports (`export * as heads from './heads'`), by name. */
type HeadsOf<M> = M extends { heads: infer H } ? H : never;

/**
 * The screens of one area, from one lazily loaded module (one chunk per area):
 * `const account = area(() => import('../features/account'))`, then `account('LibraryScreen')`. The
 * reads and heads its pages name come from the same module and load with it:
 * `catalog.reads('prefetchBooks')`, `catalog.heads('book')` (its `heads`).
 */
export function area<M extends object>(importer: () => Promise<M>) {
  let pending: Promise<M> | undefined;
  const load = () => {
    pending ??= loadChunk(importer).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const screens = <K extends { [P in keyof M]: M[P] extends ComponentType ? P : never }[keyof M]>(
    name: K,
  ): AreaScreen => {
    const screen = async () => (await load())[name] as ComponentType;
    // Only the server needs the tag (the browser's first chunk stays as small as it was).
    return import.meta.env.SSR ? Object.assign(screen, { area: screens }) : screen;
  };
  const reads = <K extends { [P in keyof M]: M[P] extends DataPrefetch ? P : never }[keyof M]>(
    name: K,
  ): PageReads => ({ load: async () => (await load())[name] as DataPrefetch });
  const heads =
    <K extends { [P in keyof HeadsOf<M>]: HeadsOf<M>[P] extends PageHeadOf ? P : never }[keyof HeadsOf<M>]>(
      name: K,
    ): PageHeadOf =>
    async (request) =>
      ((await load()) as { heads: Record<K, PageHeadOf> }).heads[name](request);
  return Object.assign(screens, { reads, heads });
}

/** `/a/{b|c}` gives `/a/b` and `/a/c`, the way the spec writes alternatives. */
export function expandPath(path: string): string[] {
  const match = /\{([^}]+)\}/.exec(path);
  if (!match) return [path];
  const [whole, choices = ''] = match;
  return choices.split('|').flatMap((choice) => expandPath(path.replace(whole, choice)));
}

/** One row of a route table; a path with `{a|b}` alternatives gives one route per alternative. */
export function route(
  path: string,
  guards: readonly GuardName[],
  screen: ScreenLoader,
  data?: PageReads,
  head?: PageHeadOf,
): ScreenRoute[] {
  return expandPath(path).map((expanded) => ({ path: expanded, guards, screen, data, head }));
}

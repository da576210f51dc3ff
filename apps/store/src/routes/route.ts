import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { guardLoader, type GuardName } from '../guards';
import { loadChunk } from './chunks';
import type { RouteHandle } from './prefetch';

/** Loads one screen component from its area's chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

/** One row of a route table: the path, the guards run in order before it renders, and the screen. */
export interface ScreenRoute {
  path: string;
  guards: readonly GuardName[];
  screen: ScreenLoader;
}

/**
 * The screens of one area, from one lazily loaded module (one chunk per area):
 * `const account = area(() => import('../features/account'))`, then `account('LibraryScreen')`.
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
  return <K extends { [P in keyof M]: M[P] extends ComponentType ? P : never }[keyof M]>(
      name: K,
    ): ScreenLoader =>
    async () =>
      (await load())[name] as ComponentType;
}

/** `/a/{b|c}` gives `/a/b` and `/a/c`, the way the spec writes alternatives. */
export function expandPath(path: string): string[] {
  const match = /\{([^}]+)\}/.exec(path);
  if (!match) return [path];
  const [whole, choices = ''] = match;
  return choices.split('|').flatMap((choice) => expandPath(path.replace(whole, choice)));
}

/** One row of a route table; a path with `{a|b}` alternatives gives one route per alternative. */
export function route(path: string, guards: readonly GuardName[], screen: ScreenLoader): ScreenRoute[] {
  return expandPath(path).map((expanded) => ({ path: expanded, guards, screen }));
}

/** A data-router route: guards in the loader, the screen loaded lazily, its loader kept for prefetch. */
export function toRouteObject({ path, guards, screen }: ScreenRoute): RouteObject {
  const handle: RouteHandle = { preload: screen };
  return {
    path,
    loader: guardLoader(guards),
    lazy: async () => ({ Component: await screen() }),
    handle,
  };
}

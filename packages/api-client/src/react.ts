// React entry: SWR keys and hooks for the reads, and a mutation helper. The main entry never imports
// this file, so the plain client stays free of React and SWR.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { preload, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiClient, Area, CallInput, CallResult, Route } from './client';
import type { Contract } from './contract';
import type { EndpointQuery } from './contract/endpoint';
import { keyFor } from './query';
import { forEachArea, routeTable } from './route-registry';

/** Names of the reads of an area: GET calls that change nothing. */
export type ReadName<A extends Area> = {
  [K in keyof Contract[A]]: Contract[A][K] extends { method: 'GET' }
    ? Contract[A][K] extends { mutates: true }
      ? never
      : K
    : never;
}[keyof Contract[A]] &
  string;

type WithoutRequestOptions<T> = Omit<T, 'signal' | 'headers'>;

/**
 * What a key needs: the call's input, with `query.country` required on calls that take a country,
 * so that a change of country is a change of key (and of cached data).
 */
export type KeyInput<E> =
  EndpointQuery<E> extends infer Q
    ? Q extends object
      ? 'country' extends keyof Q
        ? WithoutRequestOptions<Omit<CallInput<E>, 'query'>> & { query: Q & { country: string } }
        : WithoutRequestOptions<CallInput<E>>
      : WithoutRequestOptions<CallInput<E>>
    : never;

type KeyBuilder<E> =
  object extends KeyInput<E> ? (input?: KeyInput<E>) => string : (input: KeyInput<E>) => string;

/** Key builders for every read: `apiKeys.public.getBook({ params: { uid }, query: { country } })`. */
export type ApiKeys = { readonly [A in Area]: { readonly [K in ReadName<A>]: KeyBuilder<Contract[A][K]> } };

type HookInput<E> = KeyInput<E> & Pick<CallInput<E>, 'headers'>;
type Hook<E> = (
  input: HookInput<E> | null,
  config?: SWRConfiguration<CallResult<E>, unknown>,
) => SWRResponse<CallResult<E>, unknown>;

/** Hooks for every read: `hooks.cart.useGet({ query: { country } })`; `null` input waits (fetches nothing). */
export type ApiHooks = {
  readonly [A in Area]: { readonly [K in ReadName<A> as `use${Capitalize<K>}`]: Hook<Contract[A][K]> };
};

// The key of a read (query.ts: the server builds the same keys for the reads it makes in-process).
export { keyFor };

function readsOf(area: string): [string, Route][] {
  const calls = routeTable(area) ?? {};
  return Object.entries(calls).filter(([, route]) => route[0] === 'GET' && route[2] !== 'mutates');
}

function buildKeys(): ApiKeys {
  const keys: Record<string, Record<string, (input?: { params?: object; query?: object }) => string>> = {};
  forEachArea((area) => {
    keys[area] = Object.fromEntries(
      readsOf(area).map(([name, route]) => [
        name,
        (input?: { params?: object; query?: object }) => keyFor(route[1], input),
      ]),
    );
  });
  // Built from the same generated table as the client, which is type-checked against the contract.
  return keys as unknown as ApiKeys;
}

export const apiKeys: ApiKeys = buildKeys();

/**
 * Matches the cached keys of reads, given as `apiKeys` builds them: each read with any query (every
 * page of a list), and with `below` also the reads under its path (a book's activities and checklist).
 */
export function readKeys(keys: readonly string[], { below = false } = {}): (key: unknown) => boolean {
  const paths = keys.map((key) => key.split('?')[0] ?? key);
  return (key) =>
    typeof key === 'string' &&
    paths.some((path) => key === path || key.startsWith(`${path}?`) || (below && key.startsWith(`${path}/`)));
}

/** What a write does to the SWR cache; the store's one way to touch cached reads it does not hold. */
export interface ApiCache {
  /** Writes an answer under a read's key without refetching it (a write that answers the new state). */
  put: (key: string, answer: unknown) => Promise<unknown>;
  /** Refetches the cached reads of these keys, whatever their query (see `readKeys`). */
  refresh: (...keys: string[]) => Promise<unknown>;
  /** Drops these reads and the reads under them from the cache, without refetching (a deleted thing). */
  forget: (...keys: string[]) => Promise<unknown>;
}

/** The SWR cache of the nearest provider as an `ApiCache`. */
export function useApiCache(): ApiCache {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      put: (key, answer) => mutate(key, answer, { revalidate: false }),
      refresh: (...keys) => mutate(readKeys(keys)),
      forget: (...keys) => mutate(readKeys(keys, { below: true }), undefined, { revalidate: false }),
    }),
    [mutate],
  );
}

type ReadInput = { params?: object; query?: object } | undefined;

/** A read of `api`: its SWR key for an input (as `apiKeys` builds it) and the call that fetches it. */
function bindRead(api: ApiClient, area: string, name: string, route: Route) {
  const call = (api[area as Area] as unknown as Record<string, (input?: object) => Promise<unknown>>)[name];
  return {
    key: (input: ReadInput) => keyFor(route[1], input),
    fetch: (input: ReadInput) => (call ? call(input) : Promise.reject(new Error(name))),
  };
}

/** Binds SWR hooks to a client: one `use<Name>` per read, keyed like `apiKeys`. */
export function createApiHooks(api: ApiClient): ApiHooks {
  const hooks: Record<string, Record<string, unknown>> = {};
  forEachArea((area) => {
    hooks[area] = Object.fromEntries(
      readsOf(area).map(([name, route]) => {
        const read = bindRead(api, area, name, route);
        const hookName = `use${name.charAt(0).toUpperCase()}${name.slice(1)}`;
        const useRead = (input: { params?: object; query?: object } | null, config?: SWRConfiguration) =>
          // SWR keeps the latest fetcher, so the closure over `input` is current.
          useSWR(input === null ? null : read.key(input), () => read.fetch(input ?? undefined), config);
        return [hookName, useRead];
      }),
    );
  });
  return hooks as unknown as ApiHooks;
}

/**
 * Starts a read now, under the key its hook uses (`hooks.<area>.use<Name>(input)`), so a component
 * that asks for it with the same input takes this answer over instead of starting its own request
 * (SWR's `preload`): a page's data can download while its code does. The promise settles with the
 * read; a failure also reaches the hook that takes it over.
 */
export function preloadRead<A extends Area, K extends ReadName<A>>(
  api: ApiClient,
  area: A,
  name: K,
  input: KeyInput<Contract[A][K]>,
): Promise<CallResult<Contract[A][K]>> {
  const route = routeTable(area)?.[name];
  if (!route) return Promise.reject(new Error(`${area}.${name} is not a read`));
  const read = bindRead(api, area, name, route);
  const value = input as ReadInput;
  return preload(read.key(value), () => read.fetch(value)) as Promise<CallResult<Contract[A][K]>>;
}

export interface MutationOptions<R> {
  /** Reads to refresh after success, as `apiKeys` builds them (any query: see `readKeys`). */
  revalidate?: string[];
  /** Writes the answer into this key without refetching (cart calls answer the whole cart). */
  populate?: string | ((result: R) => string | undefined);
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

export interface MutationState<I, R> {
  trigger: (input: I) => Promise<R>;
  data: R | undefined;
  error: unknown;
  isMutating: boolean;
  reset: () => void;
}

/**
 * Runs a write call and keeps its state: `useApiMutation(api.cart.add, { populate: apiKeys.cart.get(...) })`.
 * `trigger` rejects with the ApiError so forms can show field errors; `error` holds it too.
 */
export function useApiMutation<I, R>(
  call: (input: I) => Promise<R>,
  options: MutationOptions<R> = {},
): MutationState<I, R> {
  const cache = useApiCache();
  const [state, setState] = useState<{ data: R | undefined; error: unknown; isMutating: boolean }>({
    data: undefined,
    error: undefined,
    isMutating: false,
  });
  const latest = useRef({ call, options });
  useEffect(() => {
    latest.current = { call, options };
  });

  const trigger = useCallback(
    async (input: I) => {
      const { call: run, options: current } = latest.current;
      setState((previous) => ({ ...previous, error: undefined, isMutating: true }));
      try {
        const result = await run(input);
        const target = typeof current.populate === 'function' ? current.populate(result) : current.populate;
        if (target) await cache.put(target, result);
        if (current.revalidate) await cache.refresh(...current.revalidate);
        setState({ data: result, error: undefined, isMutating: false });
        current.onSuccess?.(result);
        return result;
      } catch (error) {
        setState({ data: undefined, error, isMutating: false });
        current.onError?.(error);
        throw error;
      }
    },
    [cache],
  );

  const reset = useCallback(() => setState({ data: undefined, error: undefined, isMutating: false }), []);
  return { trigger, reset, ...state };
}

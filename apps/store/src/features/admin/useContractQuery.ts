import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { pageOf } from '../shared/pageParam';

/**
 * A list's query from the URL, checked against the call's query schema (the contract): the page, and
 * each named filter the schema accepts; a value it would refuse (an unknown status typed into the
 * address bar) is left out rather than sent for a 422. `filtered` says whether any filter is set.
 */
export function useContractQuery<S extends z.ZodObject>(schema: S, names: readonly string[]) {
  const [params] = useSearchParams();
  return useMemo(() => {
    const query: Record<string, string | number> = { page: pageOf(params) };
    let filtered = false;
    for (const name of names) {
      const value = params.get(name)?.trim();
      const field = schema.shape[name] as z.ZodType | undefined;
      if (!value || !field?.safeParse(value).success) continue;
      query[name] = value;
      filtered = true;
    }
    return { query: query as z.input<S>, filtered };
    // `names` is a screen's constant list; the router gives new params only for a new URL.
  }, [params, schema, names]);
}

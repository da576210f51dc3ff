import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { GuardName } from './guards';

/**
 * A route loader running the guards in order before the screen renders; a redirect replaces the page.
 * The guards (and the account call behind them) load with the first guarded page, not with the store.
 */
export function guardLoader(names: readonly GuardName[]) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (names.length === 0) return null;
    const [{ runGuards }, { browserGuardContext }] = await Promise.all([
      import('./guards'),
      import('./context'),
    ]);
    const url = new URL(request.url);
    const target = await runGuards(names, browserGuardContext(`${url.pathname}${url.search}`));
    if (target !== undefined) throw redirect(target);
    return null;
  };
}

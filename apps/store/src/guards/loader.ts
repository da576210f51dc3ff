import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { LONG_TOAST_MS, showInfo } from '../feedback/toast';
import { NOT_FOUND } from './errors';
import type { GuardName } from './guards';

/**
 * A route loader running the guards in order before the screen renders; a redirect replaces the page.
 * The guards (and the account call behind them) load with the first guarded page, not with the store.
 */
export function guardLoader(names: readonly GuardName[]) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (names.length === 0) return null;
    const [{ firstRedirect, guardNotice }, { browserGuardContext }] = await Promise.all([
      import('./guards'),
      import('./context'),
    ]);
    const url = new URL(request.url);
    const found = await firstRedirect(names, browserGuardContext(`${url.pathname}${url.search}`));
    if (found === undefined) return null;
    // The route's error page shows the Not Found page in place (errors.ts NOT_FOUND).
    if (found.target === NOT_FOUND) throw new Response(null, { status: 404, statusText: 'Not Found' });
    // The redirect says why it happened (spec §8's toasts, bottom-right, 4 seconds).
    const notice = guardNotice(found.guard);
    if (notice) void showInfo(notice, LONG_TOAST_MS);
    throw redirect(found.target);
  };
}

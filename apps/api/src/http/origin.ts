import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';

/** This API's own origin, for links it hands out (PUBLIC_URL when behind a proxy). */
export function apiOrigin(deps: AppDeps, c: Context<AppEnv>): string {
  return deps.config.publicUrl || new URL(c.req.url).origin;
}

/** The store's page of one payment (or of them all), where a payment page sends the buyer back. */
export function storePaymentUrl(deps: AppDeps, c: Context<AppEnv>, paymentId: number | null): string {
  const base = `${deps.config.storeUrl || apiOrigin(deps, c)}/myaccount/payments`;
  return paymentId === null ? base : `${base}/${paymentId}`;
}

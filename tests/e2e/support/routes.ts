import { SPEC_ROUTE_PATTERNS } from '@bookstore/api-client/store-routes';

/** A pattern with a sample value for each parameter (`/myaccount/orders/books/{slug}` → `.../sample-1`). */
const sample = (pattern: string) => pattern.replace(/\{\w+\}/g, 'sample-1');

/**
 * SPEC.md section 2: every account and seller dashboard route, with sample values for their
 * parameters. A signed-out visitor must be sent to /login from each one.
 */
export const ACCOUNT_ROUTES = SPEC_ROUTE_PATTERNS.filter((p) => p.startsWith('/myaccount')).map(sample);

export const DASHBOARD_ROUTES = SPEC_ROUTE_PATTERNS.filter((p) => p.startsWith('/dashboard')).map(sample);

/*
 * routes/: one module per area (the public catalogue split by resource in routes/public/). A handler is
 * a top-level function `(deps, input)`: it gets the input the contract already validated, calls a
 * service (services/) and presents the result with presenters/; `route()` binds it to its endpoint.
 */
import type { AppDeps } from '../context.ts';
import type { RouteDefinition } from '../http/contract-router.ts';
import { accountRoutes } from './account.ts';
import { adminAccountRoutes } from './admin-accounts.ts';
import { adminBookRoutes } from './admin-books.ts';
import { adminRoutes } from './admin.ts';
import { authRoutes } from './auth.ts';
import { banksRoutes } from './banks.ts';
import { cartRoutes } from './cart.ts';
import { libraryRoutes } from './library.ts';
import { ordersRoutes } from './orders.ts';
import { paymentsRoutes } from './payments.ts';
import { publicRoutes } from './public/index.ts';
import { sellingStatsRoutes } from './selling-stats.ts';
import { sellingRoutes } from './selling.ts';
import { uploadsRoutes } from './uploads.ts';
import { voiceoverRoutes } from './voiceover.ts';

/** Every contract route this API serves, one module per area. */
export function contractRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    ...publicRoutes(deps),
    ...authRoutes(deps),
    ...accountRoutes(deps),
    ...cartRoutes(deps),
    ...ordersRoutes(deps),
    ...paymentsRoutes(deps),
    ...libraryRoutes(deps),
    ...sellingRoutes(deps),
    ...sellingStatsRoutes(deps),
    ...banksRoutes(deps),
    ...voiceoverRoutes(deps),
    ...uploadsRoutes(deps),
    ...adminRoutes(deps),
    ...adminBookRoutes(deps),
    ...adminAccountRoutes(deps),
  ];
}

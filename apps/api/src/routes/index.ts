/*
 * The contract's routes, gathered from the domains (domains/<domain>/*.routes.ts; the public catalogue's
 * in public.ts). A handler is a top-level function `(deps, input)`: it gets the input the contract
 * already validated, calls its domain's service and presents the result with the domain's presenter;
 * `route()` binds it to its endpoint.
 */
import type { AppDeps } from '../context.ts';
import type { RouteDefinition } from '../http/contract-router.ts';
import { accountRoutes } from '../domains/accounts/account.routes.ts';
import { adminAccountRoutes } from '../domains/admin/admin-accounts.routes.ts';
import { adminBookRoutes } from '../domains/admin/admin-books.routes.ts';
import { bookChangeRoutes } from '../domains/admin/book-changes.routes.ts';
import { adminRoutes } from '../domains/admin/admin.routes.ts';
import { authRoutes } from '../domains/accounts/auth.routes.ts';
import { banksRoutes } from '../domains/selling/banks.routes.ts';
import { cartRoutes } from '../domains/orders/cart.routes.ts';
import { libraryRoutes } from '../domains/orders/library.routes.ts';
import { ordersRoutes } from '../domains/checkout/orders.routes.ts';
import { paymentsRoutes } from '../domains/payments/payments.routes.ts';
import { publicRoutes } from './public.ts';
import { reviewsRoutes } from '../domains/reviews/reviews.routes.ts';
import { partnersRoutes } from '../domains/partners/partners.routes.ts';
import { PLATFORM_FEE_PERCENT, REVENUE_HOLD_DAYS } from '../domains/payments/settlement.ts';
import { sellingStatsRoutes } from '../domains/selling/selling-stats.routes.ts';
import { sellingRoutes } from '../domains/selling/selling.routes.ts';
import { uploadsRoutes } from '../domains/uploads/uploads.routes.ts';
import { voiceoverRoutes } from '../domains/voiceover/voiceover.routes.ts';

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
    ...bookChangeRoutes(deps),
    ...adminAccountRoutes(deps),
    ...reviewsRoutes(deps),
    ...partnersRoutes(deps, { storeSharePercent: PLATFORM_FEE_PERCENT, holdDays: REVENUE_HOLD_DAYS }),
  ];
}

import { partnersRoutes, registerRoutes } from '@bookstore/api-client';

// The partner programme (issue 43) stays out of the store's first chunk (its budget): the screens that
// make its calls (/partners, the partner's dashboard pages, the back office) import this module from
// their index, so the table is registered with the store's one client before any of them runs.
registerRoutes('partners', partnersRoutes);

// Every path of spec §2, by area. Each row reads: path, guards (run in order), screen.
export { publicRoutes, appRoutes } from './public';
export { accountRoutes } from './account';
export { sellingRoutes } from './selling';
export { dashboardRoutes } from './dashboard';
export { adminRoutes } from './admin';
export { partnerRoutes } from './partner';
export { route, area } from './route';
export type { ScreenRoute, ScreenLoader } from './route';

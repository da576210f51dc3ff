import { area } from './route';

// One lazily loaded chunk per area (src/features/<area>/index.ts exports its screens). The home screen
// is its own chunk: it is the landing page, so it should not carry the rest of the catalogue.
export const home = area(() => import('../features/catalog/HomeScreen'));
export const catalog = area(() => import('../features/catalog'));
export const pages = area(() => import('../features/pages'));
export const auth = area(() => import('../features/auth'));
export const checkout = area(() => import('../features/checkout'));
export const account = area(() => import('../features/account'));
export const selling = area(() => import('../features/selling'));
export const dashboard = area(() => import('../features/dashboard'));
export const mybooks = area(() => import('../features/mybooks'));
export const voiceover = area(() => import('../features/voiceover'));
export const reader = area(() => import('../features/reader'));
export const player = area(() => import('../features/player'));
export const settings = area(() => import('../features/settings'));
export const admin = area(() => import('../features/admin'));
export const partners = area(() => import('../features/partners'));

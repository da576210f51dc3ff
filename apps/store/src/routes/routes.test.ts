import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GUARD_NAMES } from '../guards/guards';
import {
  accountRoutes,
  adminRoutes,
  appRoutes,
  dashboardRoutes,
  partnerRoutes,
  publicRoutes,
  sellingRoutes,
} from './index';
import { toRouteObject } from '../app/routeObject';
import { pageRoutes, publicPages } from './pages';
import { expandPath } from './route';
import { matchStoreRoute, STORE_ROUTE_PATTERNS } from '@bookstore/api-client/store-routes';

const all = [
  ...publicRoutes,
  ...accountRoutes,
  ...sellingRoutes,
  ...dashboardRoutes,
  ...adminRoutes,
  ...partnerRoutes,
  ...appRoutes,
];
const routeObjects = [...all.map(toRouteObject), { path: '*' }];

/** A pattern with its parameters unnamed, the store's `:slug` and the spec's `{slug}` alike. */
const shape = (pattern: string) => pattern.replace(/:\w+|\{\w+\}/g, '{}');

/** Every page path of the store (spec §2 and the back office), with a sample value for each parameter. */
const SPEC_PATHS = STORE_ROUTE_PATTERNS.map((pattern) => pattern.replace(/\{\w+\}/g, 'B1'));

const routeFor = (path: string) =>
  all.find((candidate) => candidate.path === matchRoutes(routeObjects, path)?.[0]?.route.path);

describe('the route tables', () => {
  it.each(SPEC_PATHS)('map %s to a screen', (path) => {
    const matched = matchRoutes(routeObjects, path)?.[0]?.route.path;
    expect(matched).toBeDefined();
    expect(matched).not.toBe('*');
  });

  it('are exactly the page paths the API client lists (which the server answers 404 outside of)', () => {
    expect(all.map((entry) => shape(entry.path)).sort()).toEqual(STORE_ROUTE_PATTERNS.map(shape).sort());
    for (const path of SPEC_PATHS) expect(matchStoreRoute(path)).toBeDefined();
    for (const path of [
      '/no/such/page',
      '/myaccount/nothing',
      '/books/B1/buy/more',
      '/dashboard/mybooks/B1/edit/x',
    ])
      expect(matchStoreRoute(path)).toBeUndefined();
    expect(matchStoreRoute('/Books/B1/')).toBe('/books/{slug}');
    expect(matchStoreRoute('/')).toBe('/');
  });

  it('send unknown paths to the 404 route', () => {
    expect(matchRoutes(routeObjects, '/no/such/page')?.[0]?.route.path).toBe('*');
    expect(matchRoutes(routeObjects, '/myaccount/nothing')?.[0]?.route.path).toBe('*');
  });

  it('name only guards of the registry', () => {
    for (const entry of all) for (const guard of entry.guards) expect(GUARD_NAMES).toContain(guard);
  });

  it('declare every path once', () => {
    const paths = all.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('guard every account, selling and dashboard page with an active session first', () => {
    for (const entry of [
      ...accountRoutes,
      ...sellingRoutes,
      ...dashboardRoutes,
      ...adminRoutes,
      ...partnerRoutes,
    ]) {
      expect(entry.guards[0]).toBe('user_session');
    }
    // A partner's pages (issue 43) need the partner role; anyone else is sent to join at /partners.
    for (const entry of partnerRoutes) expect(entry.guards).toContain('is_user_a_partner');
    for (const entry of accountRoutes.filter((route) => route.path !== '/myaccount/verify_email')) {
      expect(entry.guards).toContain('is_email_verified');
    }
  });

  it('need the 2-factor cookie on every dashboard page but the security check', () => {
    for (const entry of dashboardRoutes) {
      expect(entry.guards.includes('seller_account_2fa')).toBe(entry.path !== '/dashboard/security_check');
      // Author pages are decided by rule 2 alone (a user with neither role goes home, not to /selling).
      const authorOnly = entry.guards.includes('is_user_an_author');
      expect(entry.guards.includes('is_user_a_seller')).toBe(!authorOnly);
    }
    expect(routeFor('/dashboard/mybooks/B1/edit/cover')?.guards).toContain('is_user_an_author');
    // Every seller withdraws: revenue and bank accounts are not author pages.
    expect(routeFor('/dashboard/revenue/bank')?.guards).not.toContain('is_user_an_author');
    expect(routeFor('/dashboard/voiceover/jobs')?.guards).toContain('is_user_a_voiceover_artist');
  });

  it('open the back office to operators only, after the security check on every page but the check', () => {
    for (const entry of adminRoutes) {
      expect(entry.guards.slice(0, 3)).toEqual(['user_session', 'is_email_verified', 'is_user_an_operator']);
      expect(entry.guards.includes('operator_2fa')).toBe(entry.path !== '/admin/security_check');
      expect(entry.guards).not.toContain('seller_account_2fa');
    }
    expect(matchStoreRoute('/admin/nothing')).toBeUndefined();
    expect(matchRoutes(routeObjects, '/admin/nothing')?.[0]?.route.path).toBe('*');
  });

  it('keep users who already sell out of the pages for becoming a seller', () => {
    expect(routeFor('/selling/author/onboard')?.guards).toContain('redirect_if_already_author');
    expect(routeFor('/selling/voa/onboard/studio')?.guards).toContain(
      'redirect_if_already_a_voiceover_artist',
    );
  });

  it('leave public pages open to visitors', () => {
    for (const path of ['/', '/ebooks', '/books/B1', '/voas/ada', '/login']) {
      expect(routeFor(path)?.guards).not.toContain('user_session');
    }
    // Checkout asks a visitor to sign in itself, so the cart and a partner's hand-off survive.
    expect(routeFor('/checkout')?.guards).toEqual(['is_email_verified', 'ensure_country_is_set']);
  });
});

describe('the public pages', () => {
  it('are the route table’s rows for their paths: open to everyone, their screen and their reads', () => {
    for (const page of publicPages) {
      for (const path of expandPath(page.path)) {
        const row = publicRoutes.find((entry) => entry.path === path);
        expect(row, path).toEqual({
          path,
          guards: [],
          screen: page.screen,
          data: page.reads,
          head: page.head,
        });
      }
    }
    expect(publicPages.flatMap(pageRoutes).length).toBeGreaterThan(publicPages.length);
  });

  it('name their reads once, for the browser’s page load and the server’s render alike', () => {
    // The server-rendered ones (their page modules make their heads too) each name reads.
    const rendered = ['/', '/ebooks', '/ebooks/B1', '/ebooks/B1/B2', '/books', '/books/B1', '/categories'];
    for (const path of [...rendered, '/authors', '/authors/B1', '/lists', '/lists/B1', '/voas', '/voas/B1'])
      expect(routeFor(path)?.data, path).toBeDefined();
  });
});

describe('expandPath', () => {
  it('writes out the alternatives the way the spec lists them', () => {
    expect(expandPath('/{a|b}/x/{c|d}')).toEqual(['/a/x/c', '/a/x/d', '/b/x/c', '/b/x/d']);
    expect(expandPath('/plain')).toEqual(['/plain']);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contract,
  endpointList,
  findEndpoint,
  parseQuery,
  BookListQuery,
  RegisterBody,
} from '../src/contract';
import {
  adminRoutes,
  createApiClient,
  registerRoutes,
  routes,
  voiceoverRoutes,
  reviewsRoutes,
  partnersRoutes,
  type Route,
} from '../src';
import { uploadsRoutes } from '../src/routes-uploads';
import { specCalls, toPattern } from './spec-calls';

describe('the contract covers SPEC.md section 7', () => {
  const api = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
  // The voiceover marketplace's signed-in calls are a lazy area: the store's chunks that make them
  // register their table (apps/store/src/voiceoverRoutes.ts), as the spec's calls are checked here.
  registerRoutes('voiceover', voiceoverRoutes);

  it('lists 102 distinct calls in the spec', () => {
    expect(new Set(specCalls.map(([method, path]) => `${method} ${path}`)).size).toBe(102);
    expect(specCalls).toHaveLength(102);
  });

  it.each(specCalls.map(([method, path]) => [`${method} ${path}`, method, toPattern(path)] as const))(
    '%s has exactly one contract entry and a client method',
    (_, method, path) => {
      const matches = endpointList.filter((e) => e.endpoint.method === method && e.endpoint.path === path);
      expect(matches).toHaveLength(1);
      const [entry] = matches;
      const group: Record<string, unknown> = api[entry?.area ?? 'public'];
      expect(typeof group[entry?.name ?? '']).toBe('function');
    },
  );

  it('has no call beyond the spec except the ones marked as extensions', () => {
    const spec = new Set(specCalls.map(([method, path]) => `${method} ${toPattern(path)}`));
    const extra = endpointList.filter((e) => !spec.has(`${e.endpoint.method} ${e.endpoint.path}`));
    // The back office (issue 28) is an extension area as a whole: none of its calls is in the spec.
    const backOffice = endpointList.filter((e) => e.area === 'admin');
    expect(backOffice.length).toBeGreaterThan(0);
    expect(backOffice.every((e) => !spec.has(`${e.endpoint.method} ${e.endpoint.path}`))).toBe(true);
    expect(
      extra
        .filter((e) => e.area !== 'admin')
        .map((e) => e.id)
        .sort(),
    ).toEqual(
      [
        'banks.makeDefault',
        'library.addAnnotation',
        'library.deleteAnnotation',
        'library.saveProgress',
        'library.updateAnnotation',
        'public.getAuthor',
        'public.getBookFacets',
        'public.listAuthors',
        'selling.reorderAudiobookFiles',
        'selling.uploadEbookFile',
        // Withdrawing a change to a published book waiting for review (issue 41).
        'selling.withdrawChange',
        // Uploads in parts straight to storage (issue 27).
        'uploads.abortUpload',
        'uploads.completeUpload',
        'uploads.createUpload',
        'uploads.getUpload',
        'uploads.signUploadPart',
        'voiceover.acceptDelivery',
        'voiceover.deliverJob',
        'voiceover.requestRevision',
        // Readers' reviews (issue 42).
        'reviews.authorReviews',
        'reviews.hide',
        'reviews.keep',
        'reviews.list',
        'reviews.mine',
        'reviews.queue',
        'reviews.remove',
        'reviews.report',
        'reviews.save',
        'reviews.summary',
        'reviews.unvote',
        'reviews.vote',
        // The partner programme (issue 43); its admin* calls are the back office's too.
        'partners.adminList',
        'partners.adminRates',
        'partners.adminRestore',
        'partners.adminSuspend',
        'partners.join',
        'partners.me',
        'partners.orders',
        'partners.programme',
        'partners.stats',
        'partners.updateSite',
      ].sort(),
    );
    expect(extra.every((e) => e.endpoint.extension === true)).toBe(true);
  });

  it('gives a client made earlier the back office calls once their chunk registers them', () => {
    const admin = (api as unknown as Record<string, Record<string, unknown> | undefined>).admin;
    // Until the back office's chunk registers its table, no client carries it (it is not in `routes`).
    expect('admin' in routes).toBe(false);
    if (!admin) registerRoutes('admin', adminRoutes);
    const group = (api as unknown as Record<string, Record<string, unknown>>).admin ?? {};
    expect(Object.keys(group).sort()).toEqual(Object.keys(adminRoutes).sort());
    expect(typeof group.overview).toBe('function');
  });

  it("keeps the client's zod-free route table in step with the contract (pnpm gen:routes)", () => {
    // Each lazy area's table is generated beside `routes`; the areas in the contract's order.
    const tables: Record<string, Record<string, Route>> = {
      ...routes,
      admin: adminRoutes,
      uploads: uploadsRoutes,
      voiceover: voiceoverRoutes,
      reviews: reviewsRoutes,
      partners: partnersRoutes,
    };
    const areaOrder = [...new Set(endpointList.map((e) => e.area))];
    const table = areaOrder
      .map((area) => [area, tables[area] ?? {}] as const)
      .flatMap(([area, calls]) =>
        Object.entries(calls).map(([name, route]: [string, Route]) => [
          `${area}.${name}`,
          route[0],
          route[1],
          route[2],
        ]),
      );
    expect(table).toEqual(
      endpointList.map((e) => [
        e.id,
        e.endpoint.method,
        e.endpoint.path,
        e.endpoint.multipart ? 'multipart' : e.endpoint.mutates ? 'mutates' : undefined,
      ]),
    );
  });

  it('declares path params for every `:name` in the path and no others', () => {
    for (const { id, endpoint } of endpointList) {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const declared = endpoint.params ? Object.keys(endpoint.params.shape) : [];
      expect(declared, id).toEqual(names);
    }
  });

  it('matches concrete paths, static paths winning over parameterised ones', () => {
    expect(findEndpoint('GET', '/api/user/orders/statistics')?.id).toBe('orders.statistics');
    expect(findEndpoint('GET', '/api/user/orders/12')?.id).toBe('orders.get');
    expect(findEndpoint('get', '/api/user/selling/books/contributors')?.id).toBe('selling.listContributors');
    expect(findEndpoint('DELETE', '/api/user/selling/voa/offers/of-1')?.id).toBe('voiceover.deleteOffer');
    expect(findEndpoint('PUT', '/api/user/orders/12')).toBeUndefined();
  });

  it('generates a JSON schema for every request and response', () => {
    for (const { endpoint } of endpointList) {
      for (const key of ['params', 'query', 'body', 'response'] as const) {
        const schema = endpoint[key];
        if (schema)
          expect(() => z.toJSONSchema(schema, { unrepresentable: 'throw', io: 'input' })).not.toThrow();
      }
    }
  });
});

describe('request validation the API answers 422 from', () => {
  it('coerces and defaults the book listing query read from a URL', () => {
    const query = BookListQuery.parse(parseQuery('type=audiobook&sort=Trending&limit=10'));
    expect(query).toEqual({
      type: 'audiobook',
      sort: 'Trending',
      limit: 10,
      page: 1,
      per_page: 20,
      country: 'ng',
    });
    expect(BookListQuery.safeParse({ sort: 'Newest' }).success).toBe(false);
  });

  it('rejects a bad registration with field messages', () => {
    const result = RegisterBody.safeParse({
      first_name: 'Ada',
      last_name: 'Obi',
      username: 'ada',
      email: 'not-an-email',
      password: 'secret123',
      password_confirmation: 'secret124',
      accept_terms: true,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const fields: Record<string, string[] | undefined> = z.flattenError(result.error).fieldErrors;
    expect(fields.email?.[0]).toBe('The email must be a valid email address.');
    expect(fields.password_confirmation?.[0]).toBe('The password confirmation does not match.');
  });

  it('keeps area names the client uses', () => {
    expect(Object.keys(contract)).toEqual([
      'public',
      'auth',
      'account',
      'cart',
      'orders',
      'payments',
      'library',
      'selling',
      'banks',
      'voiceover',
      'uploads',
      'admin',
      'reviews',
      'partners',
    ]);
  });
});

import { endpointList, type AuthLevel } from '@bookstore/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserFixture } from '../../../test/helpers.ts';
import { createUser, signedIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';

// Every selling, banks and voiceover call, driven from the contract: who may call it at all.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
});
afterAll(() => server.close());

const calls = endpointList.filter((e) => ['selling', 'banks', 'voiceover'].includes(e.area));
const concrete = (path: string) => path.replace(/:[A-Za-z_]+/g, '1');
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Calls of the seller dashboard (pages behind the `session_id` guard): 403 until the 2-factor check.
 * Onboarding (accounts, the voiceover profile steps) and buyers' voiceover orders do not need it.
 */
const DASHBOARD_GETS = [
  'selling.listBooks',
  'selling.listCategories',
  'selling.listContributors',
  'selling.getBook',
  'selling.dashboardStatistics',
  'selling.orderStatistics',
  'selling.bookStatistics',
  'selling.revenueStatistics',
  'selling.listOrders',
  'selling.listRevenues',
  'banks.list',
  'voiceover.listJobs',
  'voiceover.getJob',
  'voiceover.listOffers',
];

/** A user who lacks what `level` asks for, while holding everything else. */
const outsider: Partial<Record<AuthLevel, UserFixture>> = {
  verified: { verified: false, author: true, voiceover: true },
  seller: {},
  author: { voiceover: true },
  voiceover: { author: true },
};

describe('selling, banks and voiceover calls', () => {
  it('answer a visitor without a session with 401', async () => {
    const visitor = new TestClient(server.url);
    for (const { id, endpoint } of calls) {
      const res = await visitor.request(endpoint.method, concrete(endpoint.path), {
        json: UNSAFE.has(endpoint.method) && !endpoint.multipart ? {} : undefined,
      });
      expect(res.status, id).toBe(401);
    }
  });

  it('answer an unsafe call without the CSRF header with 419', async () => {
    const client = await signedIn(server, await createUser(server.db, { author: true, voiceover: true }));
    for (const { id, endpoint } of calls.filter((e) => UNSAFE.has(e.endpoint.method))) {
      const res = await client.request(endpoint.method, concrete(endpoint.path), { json: {}, csrf: false });
      expect(res.status, id).toBe(419);
    }
  });

  it('answer a user without the role the call needs with 403', async () => {
    const clients = new Map<AuthLevel, TestClient>();
    for (const [level, fixture] of Object.entries(outsider) as [AuthLevel, UserFixture][]) {
      clients.set(level, await signedIn(server, await createUser(server.db, fixture)));
    }
    let checked = 0;
    for (const { id, endpoint } of calls) {
      const client = clients.get(endpoint.auth);
      if (!client) continue;
      const res = await client.request(endpoint.method, concrete(endpoint.path), {
        json: UNSAFE.has(endpoint.method) && !endpoint.multipart ? {} : undefined,
        form: endpoint.multipart ? new FormData() : undefined,
      });
      expect(res.status, id).toBe(403);
      checked++;
    }
    expect(checked).toBe(calls.filter((c) => c.endpoint.auth !== 'user').length);
  });

  it('keep the seller dashboard calls behind the 2-factor check', async () => {
    const client = await signedIn(server, await createUser(server.db, { author: true, voiceover: true }));
    for (const id of DASHBOARD_GETS) {
      const entry = calls.find((c) => c.id === id);
      expect(entry, id).toBeDefined();
      if (!entry) continue;
      const res = await client.get<{ message: string }>(concrete(entry.endpoint.path));
      expect(res.status, id).toBe(403);
      expect(res.body.message, id).toMatch(/security check/);
    }
    // Whether the account exists is asked before it; the profile itself (with the phone) needs it
    // (issue 23: test/security-check.test.ts walks every seller call).
    expect((await client.get('/api/user/selling/voa/check_account')).status).toBe(200);
    expect((await client.get('/api/user/selling/voa')).status).toBe(403);
  });
});

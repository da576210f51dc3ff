import { endpointList, needsSecurityCheck } from '@bookstore/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  sentMail,
  signedIn,
  startTestServer,
  type TestClient,
  type TestServer,
} from './helpers.ts';

/**
 * Issue 23, item 4: the seller's security check (verify_2fa's mark) covers every seller call, and
 * since issue 28 every operator call. The calls are taken from the contract's route table, so a new
 * one cannot be left out: each answers 403 to a session of an author, voiceover artist and operator
 * that has not passed the check.
 */
const sellerCalls = endpointList.filter(({ endpoint }) => needsSecurityCheck(endpoint));

describe('the seller security check', () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    // Also an operator (issue 28): the back office's calls need the same check.
    const user = await createUser(server.db, { author: true, voiceover: true });
    await server.db.updateTable('users').set({ is_operator: true }).where('id', '=', user.id).execute();
    client = await signedIn(server, user);
  });
  afterAll(() => server.close());

  it('covers every seller, author and voiceover call but the check itself', () => {
    const levels = new Set(['seller', 'author', 'voiceover']);
    const exempt = endpointList.filter(
      ({ endpoint }) => levels.has(endpoint.auth) && !needsSecurityCheck(endpoint),
    );
    expect(exempt.map((e) => e.id)).toEqual(['auth.verify2fa']);
    const ids = sellerCalls.map((e) => e.id);
    for (const id of [
      'voiceover.getProfile',
      'voiceover.updatePersonal',
      'voiceover.updateStudio',
      'voiceover.updateVocalCharacteristics',
      'voiceover.addDemo',
      'voiceover.deleteDemo',
      'voiceover.submitForReview',
      'voiceover.createOffer',
      'selling.withdraw',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it.each(sellerCalls.map((e) => [e.id, e.endpoint] as const))(
    '%s answers 403 without it',
    async (_id, endpoint) => {
      const path = endpoint.path.replace(/:[a-z_]+/g, '1');
      const res = await client.request(endpoint.method, path, endpoint.method === 'GET' ? {} : { json: {} });
      expect(res.status).toBe(403);
      expect((res.body as { message: string }).message).toMatch(/security check/);
    },
  );

  // Issue 39: an operator's code mail says it opens the back office, a seller's the dashboard.
  it.each([
    ['an operator', { operator: true }, 'Your back office security code', 'open the back office'],
    [
      'an operator who also sells',
      { operator: true, author: true },
      'Your back office security code',
      'open the back office (the store’s operator pages) or your selling dashboard',
    ],
    ['an author', { author: true }, 'Your selling dashboard security code', 'open your selling dashboard'],
  ] as const)('mails %s a code that says what it opens', async (_who, roles, subject, opens) => {
    const user = await createUser(server.db, { author: 'author' in roles });
    if ('operator' in roles)
      await server.db.updateTable('users').set({ is_operator: true }).where('id', '=', user.id).execute();
    const person = await signedIn(server, user);
    expect((await person.get('/api/user/auth/verification/get_code')).status).toBe(200);
    const [mail] = await sentMail(server, { to: user.email, purpose: 'seller_2fa' });
    expect(mail?.subject).toBe(subject);
    expect(mail?.text_body).toContain(`Use this code to ${opens}`);
  });
});

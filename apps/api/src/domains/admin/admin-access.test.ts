import { endpointList } from '@bookstore/api-client/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin.ts';
import { cliActor, recordAction, webActor } from '../accounts/audit.ts';
import { auditOf, createOperator, operatorClient } from '../../../test/admin-support.ts';
import { createUser, signedIn, TestClient, type TestServer, startTestServer } from '../../../test/helpers.ts';
import type { Envelope } from '../../../test/selling-support.ts';

/**
 * Issue 28, parts 1 and 8: the operator role (granted on the command line, checked on every admin
 * call with the mailed security check) and the append-only audit log with its search.
 */
const adminCalls = endpointList.filter((e) => e.area === 'admin');
const pathOf = (path: string) => path.replace(/:[a-z_]+/g, '1');

interface AuditPage {
  items: {
    action: string;
    source: string;
    target_id: string;
    reason: string | null;
    operator: { username: string } | null;
  }[];
  total: number;
  last_page: number;
}

describe('the operator role and the audit log', () => {
  let server: TestServer;
  let operator: TestClient;
  let operatorName: string;
  beforeAll(async () => {
    server = await startTestServer();
    const made = await operatorClient(server, { username: 'op_main' });
    operator = made.client;
    operatorName = made.user.username;
  });
  afterAll(() => server.close());

  it('has every admin call marked as an extension, for operators, under /api/admin', () => {
    expect(adminCalls.length).toBeGreaterThanOrEqual(20);
    for (const { endpoint } of adminCalls) {
      expect(endpoint).toMatchObject({ auth: 'operator', extension: true });
      expect(endpoint.path.startsWith('/api/admin/')).toBe(true);
    }
  });

  it('answers 401 to visitors, 403 to non-operators and to operators without the security check', async () => {
    const visitor = new TestClient(server.url);
    const seller = await signedIn(server, await createUser(server.db, { author: true, voiceover: true }));
    const unchecked = await signedIn(server, await createOperator(server.db));
    for (const { id, endpoint } of adminCalls) {
      const send = (client: TestClient) =>
        client.request(endpoint.method, pathOf(endpoint.path), endpoint.method === 'GET' ? {} : { json: {} });
      expect([id, (await send(visitor)).status]).toEqual([id, 401]);
      const other = await send(seller);
      expect([id, other.status]).toEqual([id, 403]);
      expect((other.body as { message: string }).message).toMatch(/operators/);
      const early = await send(unchecked);
      expect([id, early.status]).toEqual([id, 403]);
      expect((early.body as { message: string }).message).toMatch(/security check to use the back office/);
    }
  });

  it('lets an operator who is not a seller pass the mailed check, and tells the store the role', async () => {
    const account = await operator.get<Envelope<{ is_operator: boolean }>>('/api/user/account');
    expect(account.body.data.is_operator).toBe(true);
    const shopper = await signedIn(server, await createUser(server.db));
    expect(
      (await shopper.get<Envelope<{ is_operator: boolean }>>('/api/user/account')).body.data.is_operator,
    ).toBe(false);
    expect((await operator.get('/api/admin/audit')).status).toBe(200);
  });

  it('grants and revokes the role on the command line, auditing each change', async () => {
    const target = await createUser(server.db, { username: 'cli_target' });
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      db: server.db,
      mailer: server.deps.mailer,
      clock: () => new Date(),
      out: (l: string) => out.push(l),
      err: (l: string) => err.push(l),
    };
    expect(await runAdmin(['operator:grant', target.email.toUpperCase()], io)).toBe(0);
    expect(out.at(-1)).toMatch(/cli_target is now an operator/);
    const client = await signedIn(server, target);
    expect(
      (await client.get<Envelope<{ is_operator: boolean }>>('/api/user/account')).body.data.is_operator,
    ).toBe(true);
    expect(await runAdmin(['operator:grant', target.email], io)).toBe(0);
    expect(out.at(-1)).toMatch(/already an operator; nothing changed/);
    expect(await runAdmin(['operator:revoke', target.email], io)).toBe(0);
    expect((await client.get('/api/admin/audit')).status).toBe(403);
    expect(await runAdmin(['operator:grant', 'nobody@example.test'], io)).toBe(1);
    expect(err.at(-1)).toMatch(/No account has the email address/);
    expect(await runAdmin(['operator:grant'], io)).toBe(1);
    const rows = await auditOf(server.db, 'user', 'cli_target');
    expect(rows.map((r) => [r.action, r.source, r.operator_id, r.before, r.after])).toEqual([
      ['operator.grant', 'cli', null, { is_operator: false }, { is_operator: true }],
      ['operator.revoke', 'cli', null, { is_operator: true }, { is_operator: false }],
    ]);
  });

  it('refuses to edit or delete the log, whoever asks', async () => {
    await recordAction(server.db, cliActor(null, 'os:tester'), new Date(), {
      action: 'user.suspend',
      target: { type: 'user', id: 'someone', label: 'someone@example.test' },
      reason: 'A test row',
      before: null,
      after: null,
    });
    await expect(sql`UPDATE audit_log SET reason = 'changed'`.execute(server.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_log`.execute(server.db)).rejects.toThrow(/append-only/);
  });

  it('searches and filters the log by action, operator, target and days, paged', async () => {
    const operatorRow = await server.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', operatorName)
      .executeTakeFirstOrThrow();
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    const entries = [
      ['2026-01-10', 'book.approve', 'book', 'bk-aaa', 'The River Song', null],
      ['2026-01-11', 'book.reject', 'book', 'bk-bbb', 'Storm Season', 'The cover is blurred'],
      ['2026-01-12', 'order.refund', 'order', 'ORD-123', 'ORD-123', 'The buyer was charged twice'],
    ] as const;
    for (const [d, action, type, id, label, reason] of entries) {
      await recordAction(server.db, webActor(operatorRow.id), day(d), {
        action,
        target: { type, id, label },
        reason,
        before: { status: 'in_review' },
        after: { status: 'published' },
      });
    }
    const get = async (query: string) =>
      (await operator.get<Envelope<AuditPage>>(`/api/admin/audit?${query}`)).body.data;
    expect((await get('action=book.reject')).items.map((i) => i.target_id)).toEqual(['bk-bbb']);
    expect((await get(`operator=${operatorName}`)).items.map((i) => i.target_id)).toEqual([
      'ORD-123',
      'bk-bbb',
      'bk-aaa',
    ]);
    expect((await get('target_type=order&target_id=ORD-123')).items).toHaveLength(1);
    expect((await get('q=charged%20twice')).items.map((i) => i.action)).toEqual(['order.refund']);
    expect((await get('q=storm')).items.map((i) => i.target_id)).toEqual(['bk-bbb']);
    expect((await get('from=2026-01-11&to=2026-01-11')).items.map((i) => i.target_id)).toEqual(['bk-bbb']);
    const paged = await get(`operator=${operatorName}&per_page=2&page=2`);
    expect(paged).toMatchObject({ total: 3, last_page: 2 });
    expect(paged.items.map((i) => i.target_id)).toEqual(['bk-aaa']);
    expect((await get('operator=op_main&action=book.approve')).items[0]).toMatchObject({
      source: 'web',
      operator: { username: operatorName },
    });
    const bad = await operator.get<Envelope<null>>('/api/admin/audit?action=book.delete&from=yesterday');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['action', 'from']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../db/schema.ts';
import { createOperator, readyDraft, unpaidOrder } from '../../../test/admin-support.ts';
import { seedCatalogue, type Catalogue } from '../../../test/fixtures.ts';
import { createUser, startTestServer, type TestServer } from '../../../test/helpers.ts';
import { DomainError } from '../../domain/errors.ts';
import { webActor } from '../accounts/audit.ts';
import { settlePayment } from '../payments/settlement.ts';
import { restoreUser, suspendUser } from './admin-accounts.ts';
import { decideBook, takeDownBook } from './admin-books.ts';

// Issue 41, item 2, on the PostgreSQL server (several connections, so the decisions really overlap):
// an approval racing a suspension, and a payment racing a takedown or a suspension, each end in a state
// one order of the two would give, never a suspended seller's book on sale or a paid order for a book
// that left sale before it was paid.
const onServer = Boolean(process.env.DATABASE_URL);
const ROUNDS = 6;

/** Whether the call went through; a refusal of the service (409...) is an answer, not a failure. */
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => true,
    (error: unknown) => {
      if (error instanceof DomainError) return false;
      throw error;
    },
  );

describe.runIf(onServer)('moderation races on the PostgreSQL server', () => {
  let server: TestServer;
  let catalogue: Catalogue;
  let operator: User;
  let second: User;

  beforeAll(async () => {
    server = await startTestServer();
    catalogue = await seedCatalogue(server.db);
    operator = await createOperator(server.db);
    second = await createOperator(server.db);
  });
  afterAll(() => server.close());

  const book = (id: number) =>
    server.db
      .selectFrom('books')
      .select(['status', 'hidden_by_suspension'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('never leaves a suspended author’s book on sale when an approval races the suspension', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const author = await createUser(server.db, { author: true, country: 'ng' });
      const draft = await readyDraft(server.db, author.id, catalogue.categories.fiction.id, `Race ${round}`);
      await server.db
        .updateTable('books')
        .set({ status: 'in_review', review_kind: 'pre_publication', submitted_at: new Date() })
        .where('id', '=', draft.id)
        .execute();
      const [approved, suspended] = await Promise.all([
        outcome(
          decideBook(server.deps, webActor(operator.id), draft.uid, { decision: 'approve', reason: null }),
        ),
        outcome(suspendUser(server.deps, webActor(second.id), author.id, 'Racing the approval.')),
      ]);
      expect(suspended).toBe(true);
      const during = await book(draft.id);
      // Approved first: hidden by the suspension, back with the restore. Suspended first: refused.
      expect(during).toEqual(
        approved
          ? { status: 'unpublished', hidden_by_suspension: true }
          : { status: 'in_review', hidden_by_suspension: false },
      );
      await restoreUser(server.deps, webActor(second.id), author.id, 'Race over.');
      expect((await book(draft.id)).status).toBe(approved ? 'published' : 'in_review');
    }
  });

  it('never pays an order for a book that left sale first, when a payment races a takedown', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const author = await createUser(server.db, { author: true, country: 'ng' });
      const draft = await readyDraft(server.db, author.id, catalogue.categories.fiction.id, `Pay ${round}`);
      await server.db
        .updateTable('books')
        .set({ status: 'published', published_at: new Date(), approved_at: new Date() })
        .where('id', '=', draft.id)
        .execute();
      const buyer = await createUser(server.db, { country: 'ng' });
      const order = await unpaidOrder(server, buyer.id, [{ id: draft.id, price: 150_000 }]);
      const leave =
        round % 2 === 0
          ? takeDownBook(server.deps, webActor(operator.id), draft.uid, 'Racing the payment.')
          : suspendUser(server.deps, webActor(operator.id), author.id, 'Racing the payment.');
      const [settled] = await Promise.all([settlePayment(server.deps, order.paymentId, 'successful'), leave]);
      const row = await server.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      const granted = await server.db
        .selectFrom('library_items')
        .select('book_id')
        .where('user_id', '=', buyer.id)
        .execute();
      // Paid first: a sale made before the book left (the buyer keeps it). Left first: refused.
      if (settled === 'settled') {
        expect(row.status).toBe('completed');
        expect(granted).toHaveLength(1);
      } else {
        expect(row.status).toBe('cancelled');
        expect(granted).toEqual([]);
      }
      expect((await book(draft.id)).status).toBe('unpublished');
    }
  });
});

import { MAX_COPIES } from '@bookstore/api-client/constants';
import { contract } from '@bookstore/api-client/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scratch } from '../../db/scratch.ts';
import { MAX_QUANTITY } from './cart.queries.ts';
import { freshDatabase } from '../../../test/helpers.ts';

// The copy limit is written once (MAX_COPIES); the database's CHECK is SQL in a migration, so this
// reads it back and fails when the two drift apart.
describe('the copy limit', () => {
  let database: Scratch;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("the cart items' CHECK constraint caps the quantity at MAX_COPIES", async () => {
    const { rows } = await sql<{ definition: string }>`
      SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conrelid = 'cart_items'::regclass AND conname = 'cart_items_quantity_max'
    `.execute(database.handle.db);
    expect(rows).toHaveLength(1);
    const limit = /^CHECK \(\(quantity <= (\d+)\)\)$/.exec(rows[0]?.definition ?? '')?.[1];
    expect(Number(limit)).toBe(MAX_COPIES);
  });

  it('the API and the contract use the same constant', () => {
    expect(MAX_QUANTITY).toBe(MAX_COPIES);
    const body = contract.cart.add.body;
    expect(body?.safeParse({ book_uid: 'bk_1', quantity: MAX_COPIES }).success).toBe(true);
    expect(body?.safeParse({ book_uid: 'bk_1', quantity: MAX_COPIES + 1 }).success).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/cli/prepare.ts';
import { migrate, type DbHandle } from '../src/db/index.ts';
import type { Database } from '../src/db/schema.ts';
import { freshDatabase } from './helpers.ts';

let handle: DbHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ handle, drop } = await freshDatabase());
  await migrate(handle);
});
afterAll(() => drop());

const count = async (table: keyof Database): Promise<number> => {
  const row = await handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('the first start in production', () => {
  it('seeds the reference data only: no users, no passwords, no books', async () => {
    expect(await prepareDatabase(handle.db, { production: true }, { mediaDir: null })).toBe(true);
    for (const table of [
      'countries',
      'states',
      'price_levels',
      'categories',
      'sub_categories',
      'payout_banks',
      'bank_account_formats',
      'account_holder_names',
      'vocal_ages',
      'vocal_accents',
      'vocal_languages',
    ] as const) {
      expect(await count(table), table).toBeGreaterThan(0);
    }
    for (const table of ['users', 'books', 'orders', 'payments', 'lists', 'voiceover_offers'] as const) {
      expect(await count(table), table).toBe(0);
    }
    // A second start finds the reference data and writes nothing.
    expect(await prepareDatabase(handle.db, { production: true }, { mediaDir: null })).toBe(false);
  }, 30_000);

  it('fills missing reference rates of a database seeded before they existed, keeping rates already set', async () => {
    await handle.db.deleteFrom('price_levels').where('country_code', '<>', 'ng').execute();
    await handle.db
      .updateTable('price_levels')
      .set({ ebook_base: 4321 })
      .where('country_code', '=', 'ng')
      .execute();
    await handle.db.deleteFrom('bank_account_formats').execute();
    await handle.db.deleteFrom('account_holder_names').execute();
    expect(await count('bank_account_formats')).toBe(0);

    expect(await prepareDatabase(handle.db, { production: true }, { mediaDir: null })).toBe(false);

    expect(await count('price_levels')).toBe(await count('countries'));
    expect(await count('bank_account_formats')).toBeGreaterThan(0);
    expect(await count('account_holder_names')).toBeGreaterThan(0);
    const ng = await handle.db
      .selectFrom('price_levels')
      .select('ebook_base')
      .where('country_code', '=', 'ng')
      .executeTakeFirstOrThrow();
    expect(ng.ebook_base).toBe(4321);
  }, 30_000);
});

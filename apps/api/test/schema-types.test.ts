import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkedLiterals, generateSchemaTypes } from '../src/db/codegen.ts';

describe('the generated table types', () => {
  it('are what the migrations make (else run `pnpm --filter @bookstore/api db:types`)', async () => {
    const committed = await readFile(new URL('../src/db/schema.generated.ts', import.meta.url), 'utf8');
    expect(committed).toBe(await generateSchemaTypes());
  }, 120_000);

  it('read the literals of a one-column CHECK as a union', () => {
    expect(checkedLiterals("CHECK ((kind = ANY (ARRAY['bookmark'::text, 'highlight'::text])))")).toEqual([
      'bookmark',
      'highlight',
    ]);
    expect(
      checkedLiterals("CHECK (((color IS NULL) OR (color = ANY (ARRAY['it''s'::text, 'b'::text]))))"),
    ).toEqual(["it's", 'b']);
    expect(checkedLiterals('CHECK ((amount >= 0))')).toBeUndefined();
    expect(checkedLiterals("CHECK ((jsonb_typeof(chapters) = 'array'::text))")).toBeUndefined();
  });
});

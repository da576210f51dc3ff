/**
 * Writes src/db/schema.generated.ts, the Kysely table types, from the migrations (see db/codegen.ts):
 *
 *   pnpm --filter @bookstore/api db:types
 *
 * Run it after adding a migration; test/schema-types.test.ts fails while the file is out of date.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_FILE, generateSchemaTypes } from '../db/codegen.ts';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', GENERATED_FILE);
await writeFile(target, await generateSchemaTypes());
process.stdout.write(`Wrote ${path.relative(process.cwd(), target)}\n`);

// Writes openapi.json (OpenAPI 3.1) from the contract; part of `pnpm build`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createOpenApiDocument, endpointList } from '../src/contract/index.ts';

const root = new URL('../', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string };
const document = createOpenApiDocument(endpointList, { version });
const target = fileURLToPath(new URL('openapi.json', root));
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
const operations = Object.values(document.paths).reduce(
  (sum, methods) => sum + Object.keys(methods).length,
  0,
);
console.log(
  `openapi.json: ${operations} operations, ${Object.keys(document.components.schemas).length} schemas`,
);

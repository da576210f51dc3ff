// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createOpenApiDocument, endpointList } from '../src/contract';
import { specCalls } from './spec-calls';

describe('OpenAPI document', () => {
  const document = createOpenApiDocument(endpointList, { version: '1.2.3' });
  const json = JSON.stringify(document);

  it('is OpenAPI 3.1 with every call of the spec as an operation', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.2.3');
    for (const [method, path] of specCalls) {
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
    }
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(endpointList.length);
  });

  it('resolves every $ref to a component', () => {
    const refs = [...json.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(refs.length).toBeGreaterThan(100);
    const missing = refs.filter((id) => !(id in document.components.schemas));
    expect(missing).toEqual([]);
  });

  it('describes parameters, multipart bodies and validation errors', () => {
    const listBooks = document.paths['/api/public/books']?.get as {
      parameters: { name: string; schema: unknown }[];
    };
    expect(listBooks.parameters.map((p) => p.name)).toEqual([
      'type',
      'sort',
      'category',
      'sub_category',
      'author',
      'keyword',
      'language',
      'price_band',
      'rating',
      'limit',
      'page',
      'per_page',
      'country',
    ]);
    const sort = listBooks.parameters.find((p) => p.name === 'sort');
    expect(sort?.schema).toMatchObject({
      enum: [
        'TitleAsc',
        'TitleDesc',
        'PriceLow',
        'PriceHigh',
        'PublicationDateAsc',
        'PublicationDateDesc',
        'Trending',
        'Relevance',
      ],
    });

    const cover = document.paths['/api/user/selling/books/{uid}/change_cover']?.post as {
      requestBody: { content: Record<string, unknown> };
      responses: Record<string, unknown>;
    };
    expect(Object.keys(cover.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(cover.responses)).toEqual(['200', '401', '403', '419', '422']);
    expect(document.components.schemas.SellingChangeCoverBody).toMatchObject({
      properties: { cover: { type: 'string', format: 'binary' } },
    });
  });
});

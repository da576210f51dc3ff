import { endpointList, type EndpointDefinition } from '@bookstore/api-client/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Files, coercions and refinements have no exact JSON Schema; `any` keeps the document valid.
  return z.toJSONSchema(type, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
}

function parameters(endpoint: EndpointDefinition): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const optional = field.safeParse(undefined).success;
      out.push({
        name,
        in: where,
        required: where === 'path' || !optional,
        schema: schemaOf(field, 'input'),
      });
    }
  }
  return out;
}

/** An OpenAPI 3.0 document generated from the contract, so partners in other languages can read it. */
export function buildOpenApiDocument(serverUrl = '/'): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { id, area, endpoint } of endpointList) {
    const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    const status = String(endpoint.status ?? 200);
    const operation: JsonSchema = {
      operationId: id.replace('.', '_'),
      summary: endpoint.summary,
      tags: [area],
      parameters: parameters(endpoint),
      responses: {
        [status]:
          status === '204'
            ? { description: 'No content' }
            : {
                description: 'OK',
                content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } },
              },
        '401': { description: 'Unauthenticated' },
        '419': { description: 'CSRF token mismatch (unsafe methods)' },
        '422': { description: 'Validation failed: { message, errors: { field: [messages] } }' },
      },
      ...(endpoint.auth === 'public' ? { security: [] } : {}),
      ...(endpoint.extension ? { 'x-extension': true } : {}),
    };
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: {
          [endpoint.multipart ? 'multipart/form-data' : 'application/json']: {
            schema: schemaOf(endpoint.body, 'input'),
          },
        },
      };
    }
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Bookstore API',
      version: '1.0.0',
      description:
        'Session cookie auth (Laravel Sanctum SPA style): call GET /sanctum/csrf-cookie first and echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header on unsafe methods.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'bookstore_session' } },
    },
    security: [{ session: [] }],
    paths,
  };
}

import { z } from 'zod';
import { messageOnly, type EndpointDefinition } from './endpoint';
import * as entities from './entities';

// Builds an OpenAPI 3.1 document from the contract with zod 4's JSON Schema conversion. Entities
// become named components; each request body and response is a component too (shared schemas keep
// one name), so the document stays readable for partners generating clients in other languages.

type JsonSchema = Record<string, unknown>;

export interface OpenApiEntry {
  area: string;
  name: string;
  endpoint: EndpointDefinition;
}

export interface OpenApiOptions {
  title?: string;
  version?: string;
  description?: string;
  servers?: { url: string; description?: string }[];
}

const componentRef = (id: string) => `#/components/schemas/${id}`;
const pascal = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** On a 5xx: the request's id (also its `X-Request-Id` header), for finding it in the server's logs. */
  request_id: z.string().optional(),
});

function stripDialect(schema: unknown): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
  return rest;
}

/** The OpenAPI 3.1 document for a list of contract entries. */
export function createOpenApiDocument(entries: readonly OpenApiEntry[], options: OpenApiOptions = {}) {
  const outputs = z.registry<{ id: string }>();
  const inputs = z.registry<{ id: string }>();
  const idOf = new Map<z.ZodType, string>();

  const register = (registry: typeof outputs, schema: z.ZodType, id: string) => {
    const existing = idOf.get(schema);
    if (existing) return existing;
    registry.add(schema, { id });
    idOf.set(schema, id);
    return id;
  };

  for (const [name, value] of Object.entries(entities)) {
    if (value instanceof z.ZodObject || value instanceof z.ZodEnum) register(outputs, value, name);
  }
  register(outputs, ErrorBody, 'ErrorBody');
  register(outputs, messageOnly, 'MessageResponse');

  const responseIds = new Map<OpenApiEntry, string>();
  const bodyIds = new Map<OpenApiEntry, string>();
  for (const entry of entries) {
    const base = `${pascal(entry.area)}${pascal(entry.name)}`;
    const { response, body } = entry.endpoint;
    if (!(response instanceof z.ZodNull))
      responseIds.set(entry, register(outputs, response, `${base}Response`));
    if (body) bodyIds.set(entry, register(inputs, body, `${base}Body`));
  }

  const convert = (registry: typeof outputs, io: 'input' | 'output') => {
    const { schemas } = z.toJSONSchema(registry, { io, uri: componentRef, unrepresentable: 'any' }) as {
      schemas: Record<string, unknown>;
    };
    return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, stripDialect(schema)]));
  };

  const parameters = (schema: z.ZodObject | undefined, location: 'path' | 'query') => {
    if (!schema) return [];
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    return Object.entries(json.properties ?? {}).map(([name, property]) => {
      const isArray = property.type === 'array';
      return {
        // Arrays travel in the bracket form (`language[]=1&language[]=3`).
        name: isArray ? `${name}[]` : name,
        in: location,
        required: location === 'path' || (json.required ?? []).includes(name),
        ...(isArray ? { style: 'form', explode: true } : {}),
        schema: property,
      };
    });
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of entries) {
    const { endpoint } = entry;
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    const status = String(endpoint.status ?? 200);
    const responseId = responseIds.get(entry);
    const errorContent = { 'application/json': { schema: { $ref: componentRef('ErrorBody') } } };
    const responses: Record<string, unknown> = {
      [status]: responseId
        ? {
            description: 'Success',
            content: { 'application/json': { schema: { $ref: componentRef(responseId) } } },
          }
        : { description: 'No content' },
    };
    if (endpoint.auth !== 'public') {
      responses['401'] = {
        description: 'No session (the store destroys its session)',
        content: errorContent,
      };
      responses['403'] = { description: `Needs the ${endpoint.auth} role`, content: errorContent };
    }
    if (endpoint.method !== 'GET')
      responses['419'] = { description: 'CSRF token mismatch', content: errorContent };
    if (endpoint.body || endpoint.query || endpoint.params) {
      responses['422'] = {
        description: 'Validation failed; `errors` maps fields to messages',
        content: errorContent,
      };
    }
    const bodyId = bodyIds.get(entry);
    const operation: Record<string, unknown> = {
      operationId: `${entry.area}.${entry.name}`,
      tags: [entry.area],
      summary: endpoint.summary,
      'x-auth': endpoint.auth,
      ...(endpoint.extension ? { 'x-extension': true } : {}),
      ...(endpoint.mutates ? { 'x-mutates': true } : {}),
      parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
      ...(bodyId
        ? {
            requestBody: {
              required: true,
              content: {
                [endpoint.multipart ? 'multipart/form-data' : 'application/json']: {
                  schema: { $ref: componentRef(bodyId) },
                },
              },
            },
          }
        : {}),
      responses,
      ...(endpoint.auth === 'public' ? {} : { security: [{ session: [] }] }),
    };
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Bookstore API',
      version: options.version ?? '0.0.0',
      description:
        options.description ??
        'Every call of the bookstore. Answers are `{ data, message }`; listings are paginated as `data: { items, page, per_page, total, last_page }`. Unsafe calls need the CSRF token from GET /sanctum/csrf-cookie echoed as X-XSRF-TOKEN.',
    },
    servers: options.servers ?? [{ url: '/' }],
    tags: [...new Set(entries.map((entry) => entry.area))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...convert(outputs, 'output'), ...convert(inputs, 'input') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'laravel_session', description: 'SPA session cookie' },
      },
    },
  };
}

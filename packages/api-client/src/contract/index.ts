import { accountEndpoints } from './account';
import { adminEndpoints } from './admin';
import { authEndpoints } from './auth';
import { bookChangeEndpoints } from './book-changes';
import { banksEndpoints } from './banks';
import { cartEndpoints } from './cart';
import type { EndpointDefinition } from './endpoint';
import { libraryEndpoints } from './library';
import { ordersEndpoints } from './orders';
import { partnersEndpoints } from './partners';
import { paymentsEndpoints } from './payments';
import { publicEndpoints } from './public';
import { reviewsEndpoints } from './reviews';
import { sellingEndpoints } from './selling';
import { uploadsEndpoints } from './uploads';
import { voiceoverEndpoints } from './voiceover';

export * from './endpoint';
export * from './common';
export * from './catalogue';
export * from './countries';
export * from './public';
export * from './auth';
export * from './account';
export * from './cart';
export * from './orders';
export * from './payments';
export * from './library';
export * from './book-versions';
export * from './selling-books';
export * from './selling';
export * from './banks';
export * from './voiceover-artists';
export * from './voiceover';
export * from './uploads';
export * from './admin';
export * from './book-changes';
export * from './reviews';
export * from './partners';
export { buildPath, buildQuery, parseQuery } from '../query';

/**
 * Every call, grouped by area: `contract.cart.add`. The client's methods carry the same names
 * (`api.cart.add`). Within an area, static paths come before parameterised ones that could shadow
 * them (`/api/user/orders/statistics` before `/api/user/orders/:id`), so a first-match router can
 * register them in this order.
 */
export const contract = {
  public: publicEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  cart: cartEndpoints,
  orders: ordersEndpoints,
  payments: paymentsEndpoints,
  library: libraryEndpoints,
  selling: sellingEndpoints,
  banks: banksEndpoints,
  voiceover: voiceoverEndpoints,
  uploads: uploadsEndpoints,
  admin: { ...adminEndpoints, ...bookChangeEndpoints },
  reviews: reviewsEndpoints,
  partners: partnersEndpoints,
} as const;

export type Contract = typeof contract;
export type Area = keyof Contract;
export const areas = Object.keys(contract) as Area[];

/** One call with its place in the contract. */
export interface ContractEntry {
  area: Area;
  name: string;
  /** `area.name`, e.g. `cart.add`. */
  id: string;
  endpoint: EndpointDefinition;
}

/** All calls as a flat list, in contract order (safe registration order for a router). */
export const endpointList: readonly ContractEntry[] = areas.flatMap((area) =>
  Object.entries(contract[area] as Record<string, EndpointDefinition>).map(([name, definition]) => ({
    area,
    name,
    id: `${area}.${name}`,
    endpoint: definition,
  })),
);

/** All calls keyed by `area.name`. */
export const endpointsById: ReadonlyMap<string, ContractEntry> = new Map(
  endpointList.map((entry) => [entry.id, entry]),
);

/** Finds the call for a method and a concrete or pattern path (`/api/public/books/abc` or `/api/public/books/:uid`). */
export function findEndpoint(method: string, path: string): ContractEntry | undefined {
  const upper = method.toUpperCase();
  return endpointList.find(({ endpoint: definition }) => {
    if (definition.method !== upper) return false;
    if (definition.path === path) return true;
    return pathPattern(definition.path).test(path);
  });
}

function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Parses a 2xx body with the call's response schema; pass it as the client's `validateResponse`
 * option in tests (it lives here so the plain client never loads zod).
 */
export function validateResponse(endpoint: { area: Area; name: string }, body: unknown): unknown {
  const group = contract[endpoint.area] as Record<string, EndpointDefinition>;
  const definition = group[endpoint.name];
  if (!definition) throw new TypeError(`Unknown call ${endpoint.area}.${endpoint.name}`);
  return definition.response.parse(body);
}

export { createOpenApiDocument } from './openapi';
export type { OpenApiEntry, OpenApiOptions } from './openapi';

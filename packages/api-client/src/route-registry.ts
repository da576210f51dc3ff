import type { HttpMethod } from './contract/endpoint';
import { routes, type LazyArea, type RouteTable } from './routes';

/** A row of the route table: method, path and, for uploads and state-changing GETs, a kind. */
export type Route = readonly [HttpMethod, string, ('multipart' | 'mutates')?];

type Area = keyof RouteTable;

/**
 * The call tables the clients know: every area of the store at once (`routes`), and a lazy area (the
 * back office) once the chunk that uses it registers its table. Clients, hooks and keys made earlier
 * gain the area's methods when it is registered (`onRegister`).
 */
const tables: Partial<Record<Area, Record<string, Route>>> = { ...routes };
const listeners = new Set<(area: Area) => void>();

/** Adds a lazy area's table (generated beside `routes`, e.g. `adminRoutes`); a second call changes nothing. */
export function registerRoutes<A extends LazyArea>(area: A, table: RouteTable[A]): void {
  if (tables[area]) return;
  tables[area] = table as unknown as Record<string, Route>;
  for (const listener of listeners) listener(area);
}

/** The table of `area`, if it is known yet. */
export function routeTable(area: string): Record<string, Route> | undefined {
  return tables[area as Area];
}

/** The areas known now. */
export function knownAreas(): Area[] {
  return Object.keys(tables) as Area[];
}

/** Calls `build` for each area known now and for each one registered later. */
export function forEachArea(build: (area: Area) => void): void {
  for (const area of knownAreas()) build(area);
  listeners.add(build);
}

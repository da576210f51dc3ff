import type { Redis } from 'ioredis';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { RateLimited } from '../domain/errors.ts';
import { logger } from '../log.ts';

/** At most `points` hits per key in a window of `seconds`. */
export interface Limit {
  points: number;
  seconds: number;
}

/**
 * Where counters live. In memory they are this process's own (the embedded PGlite serves one process);
 * in PostgreSQL (table `rate_limits`, migration 006) or Redis every API process shares them.
 */
export type ThrottleStore =
  { kind: 'memory' } | { kind: 'postgres'; pool: pg.Pool } | { kind: 'redis'; client: Redis; prefix: string };

/** The table migration 006 creates for RateLimiterPostgres (its own layout: key, points, expire). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** How long start-up waits for Redis before counting in memory meanwhile. */
const REDIS_READY_WAIT_MS = 2000;

/** What a counter says: how many hits it holds and how long until its window (or block) ends. */
export interface Count {
  used: number;
  msLeft: number;
}

/**
 * Named limits over one store (rate-limiter-flexible). The names and their figures are the rules'
 * business (`lib/throttling.ts`); this class only counts, blocks and refuses with RateLimited (a 429 with `Retry-After` at the edge).
 * A store that fails (Redis or PostgreSQL unreachable) falls back to counting in memory for the while.
 */
export class Throttle<N extends string> {
  readonly store: ThrottleStore;
  readonly limits: Readonly<Record<N, Limit>>;
  readonly #limiters = new Map<N, RateLimiterAbstract>();

  constructor(store: ThrottleStore, limits: Readonly<Record<N, Limit>>) {
    this.store = store;
    this.limits = limits;
  }

  #limiter(name: N): RateLimiterAbstract {
    let limiter = this.#limiters.get(name);
    if (limiter) return limiter;
    const { points, seconds } = this.limits[name];
    const options = { keyPrefix: name, points, duration: seconds };
    const insuranceLimiter = new RateLimiterMemory(options);
    const store = this.store;
    if (store.kind === 'postgres') {
      limiter = new RateLimiterPostgres({
        ...options,
        storeClient: store.pool,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        insuranceLimiter,
      });
    } else if (store.kind === 'redis') {
      limiter = new RateLimiterRedis({
        ...options,
        keyPrefix: `${store.prefix}${name}`,
        storeClient: store.client,
        insuranceLimiter,
      });
    } else {
      limiter = insuranceLimiter;
    }
    this.#limiters.set(name, limiter);
    return limiter;
  }

  /**
   * Counts one hit, atomically in the store, and answers what the counter holds with it; a 429 with
   * `message` once `name`'s limit for `key` is passed. Counted before the work it guards, so however
   * many requests arrive at once, at most the limit get past it.
   */
  async hit(name: N, key: string, message: string): Promise<Count> {
    try {
      const res = await this.#limiter(name).consume(key);
      return { used: res.consumedPoints, msLeft: res.msBeforeNext };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimited(message, rejection.msBeforeNext);
      throw rejection;
    }
  }

  /**
   * Counts one hit on each counter in turn (the same as `hit`); when one refuses, the hits already
   * counted are given back and the 429 stands. What each counter holds, in the order given.
   */
  async hitAll(counters: readonly (readonly [N, string])[], message: string): Promise<Count[]> {
    const counted: Count[] = [];
    for (const [name, key] of counters) {
      try {
        counted.push(await this.hit(name, key, message));
      } catch (error) {
        for (const [taken, takenKey] of counters.slice(0, counted.length))
          await this.release(taken, takenKey);
        throw error;
      }
    }
    return counted;
  }

  /** Gives back one hit counted by `hit` (the work it guarded turned out not to count: a success). */
  async release(name: N, key: string): Promise<void> {
    await this.#limiter(name).reward(key, 1);
  }

  /** Counts one hit without ever refusing; what the counter holds afterwards. */
  async count(name: N, key: string): Promise<Count> {
    const res = await this.#limiter(name).penalty(key, 1);
    return { used: res.consumedPoints, msLeft: res.msBeforeNext };
  }

  /** Refuses `key` for `seconds` (its counter is full until then). */
  async block(name: N, key: string, seconds: number): Promise<void> {
    await this.#limiter(name).block(key, seconds);
  }

  /** Forgets `key`'s counter (a successful login clears its failures). */
  async clear(name: N, key: string): Promise<void> {
    await this.#limiter(name).delete(key);
  }
}

/**
 * The store the settings name: Redis when REDIS_URL is set, else the PostgreSQL server's pool when the
 * API runs on one, else memory. Start-up waits up to 2 s for Redis; until it answers, and whenever it
 * does not, counting falls back to memory. `close()` ends the Redis connection.
 */
export async function createThrottleStore(options: {
  redisUrl?: string | undefined;
  pool?: pg.Pool | undefined;
  /** Redis key prefix: tests give each server its own. */
  redisPrefix?: string;
}): Promise<{ store: ThrottleStore; close: () => Promise<void> }> {
  if (options.redisUrl) {
    const { Redis } = await import('ioredis');
    const client = new Redis(options.redisUrl, {
      // Fail fast (and count in memory) rather than queue a request behind a dead connection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    });
    // One line per outage, not one per reconnection attempt.
    let reported = false;
    client.on('error', (error: Error) => {
      if (!reported) logger.warn(`Redis (throttling) unavailable, counting in memory: ${error.message}`);
      reported = true;
    });
    client.on('ready', () => {
      reported = false;
    });
    // Start counting in Redis from the first request when it answers soon; else in memory until it does.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, REDIS_READY_WAIT_MS);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return {
      store: { kind: 'redis', client, prefix: options.redisPrefix ?? 'bookstore:throttle:' },
      close: async () => {
        client.disconnect();
      },
    };
  }
  if (options.pool) return { store: { kind: 'postgres', pool: options.pool }, close: async () => {} };
  return { store: { kind: 'memory' }, close: async () => {} };
}

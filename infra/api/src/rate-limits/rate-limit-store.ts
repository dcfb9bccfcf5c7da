import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitCounters } from './limit-counters';

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store over our counters: each route's limit has keys of its own
 * (method and path first, as the plugin's Redis store does), so every instance on the
 * database counts the same route and client together. Windows are fixed (the options
 * continueExceeding and exponentialBackoff are not used by our routes).
 */
export function countersRateLimitStore(counters: LimitCounters): FastifyRateLimitStoreCtor {
  class CountersStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate-limit:',
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      counters.hit(this.prefix + key, timeWindow, new Date()).then(
        ({ count, ttlMs }) => done(null, { current: count, ttl: ttlMs }),
        (error: Error) => done(error),
      );
    }

    read(key: string, done: Done): void {
      counters.read(this.prefix + key, new Date()).then(
        ({ count, ttlMs }) => done(null, { current: count, ttl: ttlMs }),
        (error: Error) => done(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route as routeInfo (its types name the route options themselves).
      const route = (routeOptions as unknown as { routeInfo: { method?: unknown; url?: string } }).routeInfo;
      return new CountersStore(undefined, `${this.prefix}${String(route.method)}${route.url ?? ''}:`);
    }
  }
  return CountersStore;
}
